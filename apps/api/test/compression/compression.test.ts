import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressionPlugin } from '../../src/plugins/compression';
import { buildTestApp, type TestApp } from '../helpers/app';
import { carQuote } from '../lenders/quote-requests';

// Issue 8: JSON answers of 1 KB or more are compressed for a client that accepts it (docs/decisions/019),
// on the main thread or, for a fresh quote, on the quote worker that computed it.
describe.each([{ workers: 0 }, { workers: 1 }])('compressed JSON answers ($workers quote workers)', ({ workers }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { QUOTE_WORKERS: String(workers) } });
  });
  afterAll(() => t.close());

  const quote = (acceptEncoding?: string, payload: object = carQuote()) => t.app.inject({
    method: 'POST', url: '/api/lenders/quotes', payload, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const partnerConfig = (acceptEncoding?: string) => t.app.inject({
    method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'demo' },
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

  it('a quote goes as brotli to a client accepting br and gzip, gzip to one accepting gzip only, plain otherwise; the same JSON each way', async () => {
    const plain = await quote();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await quote('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await quote('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // What a browser sends.
    const browser = await quote('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('a fresh quote is compressed too, and decodes to the answer sent plain', async () => {
    const loan = carQuote({ loan: { purchasePrice: 41_234 } });
    const br = await quote('br', loan);
    const plain = await quote(undefined, loan);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Fresh for gzip this time, then asked again as brotli: the remembered answer keeps both forms.
    const other = carQuote({ loan: { purchasePrice: 41_235 } });
    const gzip = await quote('gzip', other);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await quote('br', other);
    expect(brotliDecompressSync(again.rawPayload).equals(gunzipSync(gzip.rawPayload))).toBe(true);
    expect(t.app.lenderPanel.quotesOnWorkers > 0).toBe(workers > 0);
  });

  it('a partner config (over 1 KB) is compressed the same way, and repeats decode alike', async () => {
    const plain = await partnerConfig();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    for (let i = 0; i < 2; i += 1) {
      const br = await partnerConfig('br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const gzip = await partnerConfig('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('small answers and the bare endpoint go plain', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/bare', headers: { 'accept-encoding': 'br, gzip' } });
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.json()).toEqual({ ok: true });
    const small = await quote('br, gzip', carQuote({ loan: { deposit: 40_000 } })); // nothing to borrow: {"lenders":[]}
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ lenders: [] });
    const refused = await quote('br, gzip', { partnerId: 'demo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('an answer that is not JSON, or already encoded, is left alone; a JSON object answer is compressed', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    app.get('/large-text', async (_request, reply) => reply.type('text/html; charset=utf-8').send('x'.repeat(5_000)));
    const encoded = gzipSync(Buffer.from(JSON.stringify({ y: 'y'.repeat(5_000) })));
    app.get('/encoded', async (_request, reply) => reply.type('application/json').header('content-encoding', 'gzip').send(encoded));
    app.get('/object', async () => ({ z: 'z'.repeat(5_000) }));
    const headers = { 'accept-encoding': 'br, gzip' };
    const text = await app.inject({ url: '/large-text', headers });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toBe('x'.repeat(5_000));
    const already = await app.inject({ url: '/encoded', headers });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(already.rawPayload.equals(encoded)).toBe(true);
    const object = await app.inject({ url: '/object', headers });
    expect(object.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(object.rawPayload).toString())).toEqual({ z: 'z'.repeat(5_000) });
    await app.close();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'], ['br;q=0, gzip', 'gzip'], ['gzip;q=0.5', 'gzip'], ['identity', null], ['', null],
    ['deflate', null], ['*', 'br'], ['BR', 'br'], ['gzip;q=0', null],
  ])('accept-encoding %j answers %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
