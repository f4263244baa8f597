import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { post, register } from './support';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('POST /api/user/phone-auth-login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  // spec 1 §4 Session: "A token in the address with no stored token triggers phone-auth login"; §7 answer
  // "success, token, borrower.firstName".
  it('answers a valid session token with success, the token and the first name', async () => {
    const token = await register(t.app, undefined, 'Sasha');
    const res = await post(t.app, '/api/user/phone-auth-login', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token, borrower: { firstName: 'Sasha' } });
  });

  it('refuses unknown, expired and revoked tokens with 401 and success false', async () => {
    expect((await post(t.app, '/api/user/phone-auth-login', { token: 'not-a-token' })).json()).toMatchObject({
      success: false, status: 401,
    });
    const expired = await register(t.app);
    await t.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(sessions.tokenHash, hash(expired)));
    expect((await post(t.app, '/api/user/phone-auth-login', { token: expired })).statusCode).toBe(401);
    const revoked = await register(t.app);
    await post(t.app, '/api/user/logout', {}, revoked);
    expect((await post(t.app, '/api/user/phone-auth-login', { token: revoked })).statusCode).toBe(401);
  });

  it('refuses a missing token with a 400 naming token', async () => {
    for (const payload of [{}, { token: '' }, { token: 7 }]) {
      const res = await post(t.app, '/api/user/phone-auth-login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: 'token' });
    }
  });
});

describe('POST /api/user/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  // Issue 2: "Logout revokes the token"; spec 1 §4 "A 401 response clears the token and opens the login modal".
  it('revokes the session: the same token is then refused everywhere', async () => {
    const token = await register(t.app);
    const other = await register(t.app);
    const res = await post(t.app, '/api/user/logout', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hash(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await post(t.app, '/api/user/logout', {}, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/urlShortener/create-login', {}, token)).statusCode).toBe(401);
    // Other sessions stay.
    expect((await post(t.app, '/api/user/phone-auth-login', { token: other })).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const res = await post(t.app, '/api/user/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ field: 'authorization' });
  });
});
