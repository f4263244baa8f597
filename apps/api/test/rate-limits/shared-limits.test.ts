import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { databaseRateLimitStore } from '../../src/plugins/rate-limit-store';
import { freshDatabase, testDatabaseKind } from '../helpers/app';
import { createCaller } from '../helpers/caller';

// Issue 35 §4 "Limits shared by every instance" (docs/decisions/069): code sending (already counted in the
// database), OCR, uploads, broker texts and the public look-ups are counted in the database every instance
// uses, with the same answers as before: a JSON 429 with retry-after once a caller is over.
const LIMITS = {
  NODE_ENV: 'test', LOG_LEVEL: 'silent', DELIVERY_POLL_MS: '0',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '2', OCR_RATE_LIMIT_PER_MINUTE: '2', UPLOAD_RATE_LIMIT_PER_HOUR: '2', BROKER_TEXT_RATE_LIMIT_PER_HOUR: '2',
};

describe('a rate-limit window counted in the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());
  const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, answer) => (error ? reject(error) : resolve(answer!)), windowMs, 2));

  it('counts within a window, keeps routes apart, and opens a new window once it ends', async () => {
    const Store = databaseRateLimitStore(handle.db);
    const root = new Store();
    const ocr = root.child({ routeInfo: { method: 'POST', url: '/api/ocr/driverlicense' } } as never);
    const texts = root.child({ routeInfo: { method: 'POST', url: '/api/broker/text' } } as never);
    const first = await incr(ocr, 'borrower:1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(ocr, 'borrower:1', 60_000)).current).toBe(2);
    expect((await incr(texts, 'borrower:1', 60_000)).current).toBe(1);
    expect((await incr(ocr, 'borrower:1', 300)).current).toBe(3);
    const short = root.child({ routeInfo: { method: 'GET', url: '/short' } } as never);
    expect((await incr(short, 'borrower:1', 200)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await incr(short, 'borrower:1', 200)).toMatchObject({ current: 1 });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let apps: Awaited<ReturnType<typeof buildApp>>[];
  beforeAll(async () => {
    first = await freshDatabase();
    second = await openDatabase({ kind: 'postgres', url: first.url! });
    apps = [await buildApp({ env: loadEnv(LIMITS), db: first.db }), await buildApp({ env: loadEnv(LIMITS), db: second.db })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await first.close();
  });

  it('share each limit: a caller allowed twice in all, whichever instance answers', async () => {
    const ann = await createCaller(first.db, 'Ann');
    const calls = {
      lookup: { method: 'GET', url: '/api/asset/select/demo/PASSENGER_VEHICLE/2021/TOYOTA/RAV4/GXL', remoteAddress: '10.0.0.7' },
      ocr: {
        method: 'POST', url: '/api/ocr/driverlicense', headers: ann.headers,
        payload: { type: 'url', frontUrl: 'http://localhost/api/documents/00000000-0000-0000-0000-000000000000' },
      },
      upload: { method: 'POST', url: '/api/documents', headers: { ...ann.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' },
    } as const;
    for (const [name, call] of Object.entries(calls)) {
      const answers = [];
      for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!]) answers.push(await app.inject(call as never));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.slice(0, 2).every((s) => s !== 429), `${name}: ${statuses}`).toBe(true);
      expect(statuses.slice(2), name).toEqual([429, 429]);
      expect(answers[2]!.json(), name).toMatchObject({ reason: 'rate limited' });
      expect(Number(answers[3]!.headers['retry-after']), name).toBeGreaterThan(0);
    }
  });
});
