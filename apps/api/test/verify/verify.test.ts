import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { latestCode, newMobile, post, register, wrongCode } from './support';

describe('POST /api/verify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  async function sendCode(mobile: string, modal = 'REGISTER', extra: object = {}) {
    expect((await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal, ...extra })).statusCode).toBe(200);
    return latestCode(t.app, mobile);
  }

  // spec 1 §7: "POST /api/verify | mobilePhone, code, borrower, firstName, termsAndConditionsMessage, partner,
  // country, test | token, status". Issue 2: "Register creates the account".
  it('registers: creates the account with its first name and answers status 0, a token and the first name', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile, 'REGISTER', { partner: 'demo' });
    const res = await post(t.app, '/api/verify', {
      mobilePhone: mobile, code, firstName: 'Alex', partner: 'demo', country: 'AU', test: false,
      termsAndConditionsMessage: 'I agree', borrower: { personalDetails: { firstName: 'Alex' } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 0, token: expect.any(String), firstName: 'Alex' });
    const [user] = await t.handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ firstName: 'Alex', country: 'AU', partnerId: 'demo', email: null });
  });

  // Issue 2: "Session tokens are random, stored hashed".
  it('stores only the SHA-256 hash of the session token, with an expiry', async () => {
    const token = await register(t.app);
    const hash = createHash('sha256').update(token).digest('hex');
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(session).toBeDefined();
    expect(session!.tokenHash).not.toBe(token);
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  // spec 1 §5: "Only existing accounts can log in."
  it('logs an existing account in by code, keeping its stored first name', async () => {
    const mobile = newMobile();
    await register(t.app, mobile, 'Jordan');
    const code = await sendCode(mobile, 'LOGIN');
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, firstName: 'Jordan' });
  });

  it('takes the first name from the posted borrower when firstName is absent', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code, borrower: { personalDetails: { firstName: 'Casey' } } });
    expect(res.json()).toMatchObject({ status: 0, firstName: 'Casey' });
  });

  it('registers NZ accounts with their country', async () => {
    const mobile = '0271234567';
    const code = await sendCode(mobile, 'REGISTER', { country: 'NZ' });
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Aroha', country: 'NZ' });
    expect(res.statusCode).toBe(200);
    const [user] = await t.handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.country).toBe('NZ');
  });

  // spec 1 §8: "Login with no account" → "Sorry, you don't have an account with us".
  it('refuses a code for a mobile with no account and no first name: 404', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: "Sorry, you don't have an account with us", status: 4 });
    // The code stays usable for the sign-up that follows.
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Robin' })).statusCode).toBe(200);
  });

  // spec 1 §5's first name rule as issue 33 §1 relaxes it (docs/decisions/058): 1–50 letters of any script,
  // spaces, hyphens and apostrophes.
  it.each(['Wei', 'Li', 'Nguyễn', "O'Neil", 'Alexandrina Josephine'])('registers the first name %s', async (firstName) => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName });
  });

  it.each([['A'.repeat(51), 'too_long'], ['R2D2', 'pattern'], ['<script>', 'pattern']])(
    'refuses to register the first name %s (%s)',
    async (firstName, reason) => {
      const mobile = newMobile();
      const code = await sendCode(mobile);
      const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'firstName', reason, status: 4 });
    },
  );

  // spec 1 §3 "1 incorrect code"; §8 "Verification status 1" → "Invalid Code".
  it('answers a wrong code with 400, status 1 and "Invalid Code"', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code: wrongCode(code), firstName: 'Alex' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1, field: 'code', reason: 'Invalid Code', detail: 'Invalid Code', triesLeft: 4 });
  });

  // Issue 2: "at most 5 wrong tries each".
  it('burns the code after five wrong tries: even the right code is then refused', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    for (let i = 4; i >= 0; i -= 1) {
      const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code: wrongCode(code), firstName: 'Alex' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 1, triesLeft: i });
    }
    const burned = await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' });
    expect(burned.statusCode).toBe(429);
    expect(burned.json()).toMatchObject({ status: 3, field: 'code' });
    // A new code works again.
    const fresh = await sendCode(mobile);
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code: fresh, firstName: 'Alex' })).statusCode).toBe(200);
  });

  it('accepts the right code on the fifth try', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    for (let i = 0; i < 4; i += 1) await post(t.app, '/api/verify', { mobilePhone: mobile, code: wrongCode(code), firstName: 'Alex' });
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' })).statusCode).toBe(200);
  });

  it('gives concurrent wrong guesses no more than five tries in all', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(t.app, '/api/verify', { mobilePhone: mobile, code: wrongCode(code), firstName: 'Alex' })),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' })).statusCode).toBe(429);
    const [row] = await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.target, mobile));
    expect(row?.attempts).toBe(5);
  });

  // Issue 2: a code is single-use.
  it('uses a code once, even when the same code is sent twice at the same time', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await post(t.app, '/api/verify', { mobilePhone: mobile, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 3, reason: 'the code was already used; request a new code' });
    expect(await t.handle.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  // spec 1 §3 "3 verification not requested".
  it('answers status 3 when no code was requested', async () => {
    const res = await post(t.app, '/api/verify', { mobilePhone: newMobile(), code: '123456', firstName: 'Alex' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 3, field: 'code', reason: 'no code was requested' });
  });

  it('refuses an expired code with status 3', async () => {
    const mobile = newMobile();
    const code = await sendCode(mobile);
    await t.handle.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.target, mobile));
    const res = await post(t.app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 3, reason: 'the code expired; request a new code' });
  });

  it('only the newest code counts', async () => {
    const mobile = newMobile();
    const first = await sendCode(mobile);
    let second = await sendCode(mobile);
    while (second === first) second = await sendCode(mobile);
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code: first, firstName: 'Alex' })).json()).toMatchObject({ status: 1 });
    expect((await post(t.app, '/api/verify', { mobilePhone: mobile, code: second, firstName: 'Alex' })).statusCode).toBe(200);
  });

  // spec 1 §5: "Verification code: 6 digits"; §3 "2 invalid mobile".
  it.each([
    [{ mobilePhone: '0412345678', code: '12345' }, 'code', 1],
    [{ mobilePhone: '0412345678', code: 'abcdef' }, 'code', 1],
    [{ mobilePhone: '0412345678' }, 'code', 1],
    [{ mobilePhone: '12345', code: '123456' }, 'mobilePhone', 2],
    [{ code: '123456' }, 'mobilePhone', 2],
    [{ mobilePhone: '0412345678', code: '123456', firstName: 42 }, 'firstName', 4],
  ])('refuses %j with a 400 naming %s', async (payload, field, status) => {
    const res = await post(t.app, '/api/verify', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, status });
  });
});
