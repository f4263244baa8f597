import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLinks } from '../../src/db/schema/index';
import { hashToken } from '../../src/plugins/auth';
import { buildTestApp, type TestApp } from '../helpers/app';
import { post, register } from '../verify/support';

const codeOf = (link: string) => link.split('/l/')[1]!;
const linkLogin = (t: TestApp, credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/urlShortener/login', headers: { authorization: `Bearer ${credential}` } });

describe('short login links', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    token = await register(t.app, undefined, 'Taylor');
  });
  afterAll(() => t.close());

  // spec 1 §2 /l/{code}: "two parts separated by a double dash: the first is used as a bearer credential,
  // the second is a page to move to".
  it('creates a link whose code is the credential, a double dash and the page', async () => {
    const res = await post(t.app, '/api/urlShortener/create-login', { pushLocation: 'SUPPORTING_DOCS', name: 'Upload documents' }, token);
    expect(res.statusCode).toBe(200);
    const { link } = res.json();
    expect(link).toMatch(/^http:\/\/localhost(:80)?\/l\/[0-9a-f]{48}--SUPPORTING_DOCS$/);
    const [credential] = codeOf(link).split('--');
    const [row] = await t.handle.db.select().from(loginLinks).where(eq(loginLinks.credentialHash, hashToken(credential!)));
    expect(row).toMatchObject({ pushLocation: 'SUPPORTING_DOCS', name: 'Upload documents', usedAt: null });
    expect(row!.credentialHash).not.toContain(credential);
  });

  // spec 1 §7: "POST /api/urlShortener/login | bearer credential from the link's first part | location, name, token".
  it('logs in once with the credential: location, name, a new session token and the first name', async () => {
    const { link } = (await post(t.app, '/api/urlShortener/create-login', { pushLocation: 'BASIC', name: 'Continue' }, token)).json();
    const [credential] = codeOf(link).split('--');
    const res = await linkLogin(t, credential!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ location: 'BASIC', name: 'Continue', token: expect.any(String), firstName: 'Taylor' });
    expect(body.token).not.toBe(token);
    expect((await post(t.app, '/api/user/phone-auth-login', { token: body.token })).statusCode).toBe(200);
    // One-time: the second use is refused.
    expect((await linkLogin(t, credential!)).statusCode).toBe(401);
  });

  it('a link without a page is just the credential; the whole code is accepted as the bearer too', async () => {
    const plain = (await post(t.app, '/api/urlShortener/create-login', {}, token)).json().link as string;
    expect(codeOf(plain)).toMatch(/^[0-9a-f]{48}$/);
    expect((await linkLogin(t, codeOf(plain))).json()).toMatchObject({ location: null, name: null });
    const paged = (await post(t.app, '/api/urlShortener/create-login', { pushLocation: 'LOAN' }, token)).json().link as string;
    expect((await linkLogin(t, codeOf(paged))).json()).toMatchObject({ location: 'LOAN' });
  });

  it('refuses expired and unknown links, and a missing bearer, with 401', async () => {
    const { link } = (await post(t.app, '/api/urlShortener/create-login', {}, token)).json();
    await t.handle.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(loginLinks.credentialHash, hashToken(codeOf(link))));
    expect((await linkLogin(t, codeOf(link))).statusCode).toBe(401);
    expect((await linkLogin(t, 'f'.repeat(48))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/urlShortener/login' })).statusCode).toBe(401);
  });

  it('only one of two concurrent uses succeeds', async () => {
    const { link } = (await post(t.app, '/api/urlShortener/create-login', {}, token)).json();
    const answers = await Promise.all([linkLogin(t, codeOf(link)), linkLogin(t, codeOf(link))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('needs a logged-in caller and a clean page name', async () => {
    expect((await post(t.app, '/api/urlShortener/create-login', { pushLocation: 'BASIC' })).statusCode).toBe(401);
    for (const pushLocation of ['a--b', '<script>', 'x'.repeat(65)]) {
      const res = await post(t.app, '/api/urlShortener/create-login', { pushLocation }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'pushLocation' });
    }
    expect((await post(t.app, '/api/urlShortener/create-login', { name: 'n'.repeat(101) }, token)).json()).toMatchObject({ field: 'name' });
  });

  it('uses PUBLIC_URL for the link when set, and expires links after LOGIN_LINK_TTL_SECONDS', async () => {
    const other = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://finance.example.com/', LOGIN_LINK_TTL_SECONDS: '120' } });
    try {
      const own = await register(other.app);
      const { link } = (await post(other.app, '/api/urlShortener/create-login', { pushLocation: 'BASIC' }, own)).json();
      expect(link).toMatch(/^https:\/\/finance\.example\.com\/l\/[0-9a-f]{48}--BASIC$/);
      const [row] = await other.handle.db.select().from(loginLinks);
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(110_000);
    } finally {
      await other.close();
    }
  });
});
