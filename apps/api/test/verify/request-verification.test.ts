import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, verificationCodes } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { latestCode, newEmail, newMobile, outboxFor, post, register } from './support';

const NO_ACCOUNT = "Sorry, you don't have an account with us";

describe('POST /api/verify/requestVerification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  // spec 1 §7: "POST /api/verify/requestVerification | mobilePhone, partner, modal, country | status".
  it('sends a six-digit code by SMS and answers status 0', async () => {
    const mobile = newMobile();
    const res = await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER', country: 'AU' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0 });
    const [message] = await outboxFor(t.app, mobile);
    expect(message).toMatchObject({ to: mobile, channel: 'SMS' });
    expect(message!.body).toMatch(/^Your Kerb code is \d{6}\. It expires in 10 minutes\./);
  });

  // Issue 2: "Six-digit codes, hashed, expiring".
  it('stores only a salted hash of the code, expiring after CODE_TTL_SECONDS', async () => {
    const mobile = newMobile();
    const before = Date.now();
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });
    const code = await latestCode(t.app, mobile);
    const [row] = await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.target, mobile));
    expect(row).toMatchObject({ channel: 'MOBILE', purpose: 'REGISTER', attempts: 0, consumedAt: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(600_000 + 5000);
  });

  it("names the partner's dealer in the text when the partner is known", async () => {
    await t.handle.db.insert(partners).values({ id: 'harbour', config: { dealerName: 'Harbour Motors' } }).onConflictDoNothing();
    const mobile = newMobile();
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER', partner: 'harbour' });
    expect((await outboxFor(t.app, mobile))[0]!.body).toMatch(/^Your Kerb code for Harbour Motors is \d{6}\./);
  });

  // spec 1 §5: NZ mobiles start 02, 03, 04, 06, 07 or 09; the country decides the check.
  it('checks the mobile against the country (NZ numbers need country NZ)', async () => {
    const nz = { mobilePhone: '0211234567', modal: 'REGISTER' };
    expect((await post(t.app, '/api/verify/requestVerification', { ...nz, country: 'NZ' })).statusCode).toBe(200);
    const au = await post(t.app, '/api/verify/requestVerification', nz);
    expect(au.statusCode).toBe(400);
    expect(au.json()).toMatchObject({ field: 'mobilePhone', status: 2 });
  });

  // spec 1 §3: "2 invalid mobile".
  it.each([
    ['a short number', { mobilePhone: '041234567', modal: 'REGISTER' }, 'mobilePhone', 2],
    ['letters', { mobilePhone: '04abcdefgh', modal: 'REGISTER' }, 'mobilePhone', 2],
    ['no mobile', { modal: 'REGISTER' }, 'mobilePhone', 2],
    ['no modal', { mobilePhone: '0412345678' }, 'modal', 4],
    ['an unknown modal', { mobilePhone: '0412345678', modal: 'SIGNIN' }, 'modal', 4],
    ['an unknown country', { mobilePhone: '0412345678', modal: 'LOGIN', country: 'US' }, 'country', 4],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field, status) => {
    const res = await post(t.app, '/api/verify/requestVerification', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: 'Bad Request', field, status });
  });

  it('never answers bad bodies with a 5xx', async () => {
    for (const payload of ['"text"', '[]', 'null', '{bad']) {
      const res = await t.app.inject({
        method: 'POST', url: '/api/verify/requestVerification', headers: { 'content-type': 'application/json' }, payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  // spec 1 §8: "Login with no account" → "Sorry, you don't have an account with us".
  it('refuses a login code for a mobile with no account: 404 and no message sent', async () => {
    const mobile = newMobile();
    const res = await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: NO_ACCOUNT, field: 'mobilePhone' });
    expect(await outboxFor(t.app, mobile)).toEqual([]);
  });

  it('sends login codes to existing accounts, and sign-up codes too (they log the person in)', async () => {
    const mobile = newMobile();
    await register(t.app, mobile);
    expect((await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'LOGIN' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' })).statusCode).toBe(200);
  });
});

describe('POST /api/verify/requestVerificationByEmail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  // spec 1 §7: "POST /api/verify/requestVerificationByEmail | email | status".
  it('sends the code by e-mail with a subject', async () => {
    const email = newEmail();
    const res = await post(t.app, '/api/verify/requestVerificationByEmail', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0 });
    const [message] = await outboxFor(t.app, email);
    expect(message).toMatchObject({ to: email, channel: 'EMAIL' });
    expect(message!.body).toMatch(/Your Kerb code is \d{6}\. It expires in 10 minutes\./);
  });

  // spec 1 §5: "Email: max 50, valid email pattern".
  it('refuses a bad e-mail with a 400 naming email', async () => {
    for (const email of ['not-an-email', `${'a'.repeat(50)}@example.com`, '']) {
      const res = await post(t.app, '/api/verify/requestVerificationByEmail', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'email', status: 2 });
    }
  });

  // spec 1 §8: "Login with no account".
  it('refuses a login code for an e-mail with no account', async () => {
    const res = await post(t.app, '/api/verify/requestVerificationByEmail', { email: newEmail(), modal: 'LOGIN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: NO_ACCOUNT, field: 'email' });
  });
});
