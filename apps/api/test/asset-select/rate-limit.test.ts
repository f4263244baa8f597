import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 9 "public look-ups are rate limited per client": the vehicle look-ups count against
// LOOKUP_RATE_LIMIT_PER_MINUTE, and a client over it gets a JSON 429.
describe('vehicle look-ups are rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/asset/select/demo/PASSENGER_VEHICLE/2021/TOYOTA/RAV4/GXL'],
    ['POST', '/api/asset/select/demo/plate/CXK12L/NSW'],
  ] as const)('%s %s answers twice, then 429', async (method, url) => {
    const ask = () => t.app.inject({ method, url, remoteAddress: `10.0.0.${method === 'GET' ? 1 : 2}`, ...(method === 'POST' ? { payload: {} } : {}) });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429, reason: 'rate limited' });
  });
});
