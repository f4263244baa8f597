import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationThrottles } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { newEmail, newMobile, outboxFor, post } from './support';

const TOO_MANY = 'Too many attempts, please try again later';

describe('code request throttle (server side)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const ask = (mobile: string) => post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });

  // spec 1 §5 "Code request throttle: after 5 requests within 15 minutes the user is blocked"; §8 "Five or
  // more code requests within 15 minutes (mobile)" → "Too many attempts, please try again later".
  it('answers the sixth request within 15 minutes with 429 and the catalogue text', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i += 1) expect((await ask(mobile)).statusCode).toBe(200);
    const res = await ask(mobile);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ title: 'Too Many Requests', detail: TOO_MANY, field: 'mobilePhone', status: 4 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(await outboxFor(t.app, mobile)).toHaveLength(5);
  });

  // spec 1 §9: "after 5 code requests a user is blocked for 900000 ms (15 min), then the counter resets".
  it('lets the person ask again once the 15-minute block has passed, counting from zero', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i += 1) await ask(mobile);
    const [row] = await t.handle.db.select().from(verificationThrottles).where(eq(verificationThrottles.target, mobile));
    expect(row!.requestCount).toBe(5);
    expect(row!.blockedUntil!.getTime() - Date.now()).toBeGreaterThan(890_000);
    // Fifteen minutes later (moved back in the row rather than waited for):
    await t.handle.db.update(verificationThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1), windowStartedAt: new Date(Date.now() - 900_001) })
      .where(eq(verificationThrottles.target, mobile));
    expect((await ask(mobile)).statusCode).toBe(200);
    const [after] = await t.handle.db.select().from(verificationThrottles).where(eq(verificationThrottles.target, mobile));
    expect(after).toMatchObject({ requestCount: 1, blockedUntil: null });
  });

  it('counts each mobile and e-mail on its own', async () => {
    const blocked = newMobile();
    for (let i = 0; i < 6; i += 1) await ask(blocked);
    expect((await ask(newMobile())).statusCode).toBe(200);
    const email = newEmail();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/api/verify/requestVerificationByEmail', { email })).statusCode).toBe(200);
    }
    const res = await post(t.app, '/api/verify/requestVerificationByEmail', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ detail: TOO_MANY, field: 'email' });
  });

  // The limit holds under concurrency: the throttle row is locked for each decision.
  it('never lets concurrent requests past the limit', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(mobile)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect(await outboxFor(t.app, mobile)).toHaveLength(5);
  });
});
