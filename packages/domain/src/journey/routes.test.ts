import { describe, expect, it } from 'vitest';
import { parseRoute } from './routes';

// spec 1 §2 "Routes"
describe('route parsing', () => {
  it('reads the partner id from /iframe/{id} and /{id}', () => {
    expect(parseRoute('/iframe/demo-nz')).toEqual({ kind: 'app', partnerId: 'demo-nz', embedded: true });
    expect(parseRoute('/truckstop')).toEqual({ kind: 'app', partnerId: 'truckstop', embedded: false });
    expect(parseRoute('/iframe/early-signup/')).toMatchObject({ partnerId: 'early-signup' });
  });

  it('renders the app for any other path, with the first meaningful segment as the partner', () => {
    expect(parseRoute('/')).toEqual({ kind: 'app', partnerId: 'demo', embedded: false });
    expect(parseRoute('/iframe')).toMatchObject({ kind: 'app', partnerId: 'demo' });
    expect(parseRoute('/novated/some/deep/path')).toMatchObject({ kind: 'app', partnerId: 'novated' });
    expect(parseRoute('//index.html')).toMatchObject({ partnerId: 'demo' });
    expect(parseRoute('/caf%C3%A9')).toMatchObject({ partnerId: 'café' });
    expect(parseRoute('/l')).toMatchObject({ kind: 'app', partnerId: 'demo' });
  });

  it('reads /l/{code} as a short-link login split on the first double dash', () => {
    expect(parseRoute('/l/abc123--BASIC')).toEqual({
      kind: 'short-link', code: 'abc123--BASIC', credential: 'abc123', page: 'BASIC',
    });
    expect(parseRoute('/l/abc123')).toMatchObject({ credential: 'abc123', page: null });
    expect(parseRoute('/l/a--b--c')).toMatchObject({ credential: 'a', page: 'b--c' });
    expect(parseRoute('/l/a--')).toMatchObject({ credential: 'a', page: null });
  });
});
