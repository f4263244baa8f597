import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressOptions, preferredEncoding } from '../../src/plugins/compress';
import { buildTestApp, type TestApp } from '../helpers/app';
import { carQuote } from '../lenders/quote-requests';

// Issue 8: JSON answers of 1 KB or more are compressed for a client that accepts it, brotli where accepted
// (docs/decisions/019).
const BROWSER = 'gzip, deflate, br, zstd';

describe('compressed JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const quote = (acceptEncoding?: string, payload: object = carQuote()) => t.app.inject({
    method: 'POST', url: '/api/lenders/quotes', payload, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const partnerConfig = (acceptEncoding?: string) => t.app.inject({
    method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'demo' },
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

  it('a quote goes as brotli to a browser and to a client accepting br and gzip, gzip to one accepting gzip only, plain otherwise; the same JSON each way', async () => {
    const plain = await quote();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const accepted of ['br, gzip', BROWSER]) {
      const br = await quote(accepted);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const gzip = await quote('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    const deflate = await quote('deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflate.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  // Issue 8: "for a repeated quote, keep the compressed bytes with the remembered answer".
  it('a fresh quote goes to a browser as brotli of at most 3 KB; its repeats get the same bytes, kept with the answer', async () => {
    const loan = carQuote({ loan: { purchasePrice: 43_210 } });
    const fresh = await quote(BROWSER, loan);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.rawPayload.length).toBeLessThanOrEqual(3 * 1_024);
    expect(JSON.parse(brotliDecompressSync(fresh.rawPayload).toString()).lenders.length).toBeGreaterThan(30);
    const repeats = [await quote(BROWSER, loan), await quote('br', loan)];
    for (const repeat of repeats) expect(repeat.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const refused = await quote('gzip, deflate;q=0, br;q=0', loan);
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('a partner config (over 1 KB) is compressed the same way, and repeats decode alike', async () => {
    const plain = await partnerConfig();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    for (let i = 0; i < 2; i += 1) {
      const br = await partnerConfig(BROWSER);
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
    for (const accepted of ['br, gzip', BROWSER]) {
      const small = await quote(accepted, carQuote({ loan: { deposit: 40_000 } })); // nothing to borrow: {"lenders":[]}
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ lenders: [] });
    }
    const refused = await quote('br, gzip', { partnerId: 'demo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('an answer already encoded is left alone; a large JSON object answer is compressed', async () => {
    const app = Fastify();
    await app.register(fastifyCompress, compressOptions);
    const encoded = gzipSync(Buffer.from(JSON.stringify({ y: 'y'.repeat(5_000) })));
    app.get('/encoded', async (_request, reply) => reply.type('application/json').header('content-encoding', 'gzip').send(encoded));
    app.get('/object', async () => ({ z: 'z'.repeat(5_000) }));
    const headers = { 'accept-encoding': 'br, gzip' };
    const already = await app.inject({ url: '/encoded', headers });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(already.rawPayload.equals(encoded)).toBe(true);
    const object = await app.inject({ url: '/object', headers });
    expect(object.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(object.rawPayload).toString())).toEqual({ z: 'z'.repeat(5_000) });
    await app.close();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'], ['br;q=0, gzip', 'gzip'], ['gzip;q=0.5', 'gzip'], ['identity', undefined],
    ['', undefined], ['deflate', undefined], ['*', 'gzip'], ['BR', 'br'], ['gzip;q=0', undefined],
    ['x-gzip, Deflate', 'gzip'], ['gzip;q=0.5, br;q=0.8', 'br'], ['br;q=0.5, gzip', 'gzip'],
  ])('accept-encoding %j prefers %s among br and gzip', (header, encoding) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(encoding);
  });
});
