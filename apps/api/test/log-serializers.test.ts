import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../src/plugins/log-serializers';

describe('request logging', () => {
  it('drops query strings, which can carry a mobile or e-mail', () => {
    expect(loggableUrl('/api/dev/outbox?to=0412345678')).toBe('/api/dev/outbox');
  });
  it('masks credentials in paths: lead tokens and short-link codes', () => {
    expect(loggableUrl('/flow/v1/lead/abc123')).toBe('/flow/v1/lead/***');
    expect(loggableUrl('/l/4f2a--LOAN')).toBe('/l/***');
    expect(loggableUrl('/iframe/demo')).toBe('/iframe/demo');
  });
});
