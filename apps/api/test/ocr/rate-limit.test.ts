import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// POST /api/ocr/driverlicense keeps an OCR worker busy for seconds a reading (docs/decisions/028), so each
// borrower may ask OCR_RATE_LIMIT_PER_MINUTE times a minute; more get a JSON 429 with retry-after. Counted
// per borrower: another borrower on the same network is not held back, nor is the same borrower let off by
// another address. A url naming no document of the caller's is a 404 without any reading, which keeps this
// test free of OCR work; every call counts, answered or not.
describe('the licence OCR rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OCR_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  const ocr = (caller: TestCaller | null, ip: string) =>
    t.app.inject({
      method: 'POST', url: '/api/ocr/driverlicense',
      headers: { ...(caller?.headers ?? {}), 'x-forwarded-for': ip },
      payload: { type: 'url', frontUrl: 'http://localhost/api/documents/00000000-0000-0000-0000-000000000000' },
    });

  it('answers a borrower up to the limit a minute, then a JSON 429 with retry-after', async () => {
    const ann = await createCaller(t.handle.db, 'Ann');
    for (let i = 0; i < 2; i += 1) expect((await ocr(ann, '203.0.113.20')).statusCode).toBe(404);
    const refused = await ocr(ann, '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests', reason: 'rate limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same borrower from another address is still over the limit.
    expect((await ocr(ann, '198.51.100.20')).statusCode).toBe(429);
  });

  it('counts each borrower apart, even behind one address', async () => {
    const [ben, cat] = [await createCaller(t.handle.db, 'Ben'), await createCaller(t.handle.db, 'Cat')];
    for (let i = 0; i < 2; i += 1) expect((await ocr(ben, '203.0.113.21')).statusCode).toBe(404);
    expect((await ocr(ben, '203.0.113.21')).statusCode).toBe(429);
    expect((await ocr(cat, '203.0.113.21')).statusCode).toBe(404);
  });

  it('still needs the owner\'s token: without one a 401, never a reading', async () => {
    expect((await ocr(null, '203.0.113.22')).statusCode).toBe(401);
  });
});
