import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { latestCode, newEmail, post, wrongCode } from './support';

describe('POST /api/verify/verifyByEmail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  async function sendCode(email: string, modal?: string) {
    expect((await post(t.app, '/api/verify/requestVerificationByEmail', { email, modal })).statusCode).toBe(200);
    return latestCode(t.app, email);
  }

  // spec 1 §7: "POST /api/verify/verifyByEmail | email, code, borrower | token, status".
  it('registers by e-mail, then logs in by e-mail code', async () => {
    const email = newEmail();
    const code = await sendCode(email);
    const res = await post(t.app, '/api/verify/verifyByEmail', { email: email.toUpperCase(), code, firstName: 'Morgan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, token: expect.any(String), firstName: 'Morgan' });
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Morgan', mobile: null, country: 'AU' });

    const login = await sendCode(email, 'LOGIN');
    const again = await post(t.app, '/api/verify/verifyByEmail', { email, code: login });
    expect(again.json()).toMatchObject({ status: 0, firstName: 'Morgan' });
    expect(again.json().token).not.toBe(res.json().token);
  });

  it('answers a wrong code with status 1 and a missing account with 404', async () => {
    const email = newEmail();
    const code = await sendCode(email);
    const wrong = await post(t.app, '/api/verify/verifyByEmail', { email, code: wrongCode(code), firstName: 'Morgan' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 1, detail: 'Invalid Code' });
    const none = await post(t.app, '/api/verify/verifyByEmail', { email, code });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe("Sorry, you don't have an account with us");
  });

  it('keeps e-mail and mobile codes apart', async () => {
    const email = newEmail();
    await sendCode(email);
    const res = await post(t.app, '/api/verify/verifyByEmail', { email: newEmail(), code: '123456', firstName: 'Morgan' });
    expect(res.json()).toMatchObject({ status: 3 });
  });

  it.each([
    [{ email: 'nope', code: '123456' }, 'email', 2],
    [{ email: 'a@example.com', code: '1234567' }, 'code', 1],
    [{}, 'email', 2],
  ])('refuses %j with a 400 naming %s', async (payload, field, status) => {
    const res = await post(t.app, '/api/verify/verifyByEmail', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, status });
  });
});
