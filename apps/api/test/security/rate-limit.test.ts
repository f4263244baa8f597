import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { lookupRateLimit } from '../../src/plugins/rate-limit';
import { freshDatabase } from '../helpers/app';

// Issue 9 "Every new endpoint": public look-ups are rate limited per client, with a clear JSON 429.
describe('the public look-up rate limit', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
    app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOOKUP_RATE_LIMIT_PER_MINUTE: '3' }), db: handle.db });
    // A route that opts in as every public look-up does.
    app.get('/test/lookup', { config: lookupRateLimit(app) }, async () => ({ found: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  const get = (ip: string) => app.inject({ method: 'GET', url: '/test/lookup', headers: { 'x-forwarded-for': ip } });

  it('answers a client up to the limit a minute, then 429 with a reason and retry-after; others are unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await get('203.0.113.7')).statusCode).toBe(200);
    const refused = await get('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests', reason: 'rate limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('198.51.100.9')).statusCode).toBe(200);
  });

  it('leaves routes that do not opt in unlimited', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.8' } })).statusCode).toBe(200);
    }
  });
});
