import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { buildTestApp, freshDatabase, type TestApp } from '../helpers/app';
import { newEmail, newMobile, post } from '../verify/support';

describe('developer outbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const outbox = (to: string) => t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

  // Issue 2: "GET /api/dev/outbox?to={mobile or e-mail} returns {"messages":[{"to","channel","body","createdAt"}]}
  // newest first".
  it('lists the messages to one mobile, newest first, with to, channel, body and createdAt', async () => {
    const mobile = newMobile();
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: newMobile(), modal: 'REGISTER' });
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });
    const res = await outbox(mobile);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(['body', 'channel', 'createdAt', 'to']);
      expect(message).toMatchObject({ to: mobile, channel: 'SMS' });
    }
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThan(Date.parse(messages[1].createdAt));
  });

  it('finds e-mails in any letter case and mobiles typed with spaces', async () => {
    const email = newEmail();
    await post(t.app, '/api/verify/requestVerificationByEmail', { email });
    expect((await outbox(email.toUpperCase())).json().messages).toMatchObject([{ to: email, channel: 'EMAIL' }]);
    const mobile = newMobile();
    await post(t.app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });
    expect((await outbox(`${mobile.slice(0, 4)} ${mobile.slice(4)}`)).json().messages).toHaveLength(1);
  });

  it('requires to: a 400 naming it', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'to' });
    }
  });

  // Issue 2: "a small page at /dev/outbox shows the same"; the CSP allows scripts from the same origin only.
  it('serves the page and its script as separate same-origin files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/dev/outbox.js"></script>');
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.body).toContain('name="to"');
    const script = await t.app.inject({ method: 'GET', url: '/dev/outbox.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("fetch('/api/dev/outbox?to='");
    expect(script.body).not.toContain('innerHTML');
  });
});

describe('developer outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { NODE_ENV: 'production', CODE_PEPPER: 'a-production-secret-pepper', KERB_SAMPLE_PROVIDERS: 'all', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=` } });
  });
  afterAll(() => t.close());

  // Issue 2: "outside production, GET /api/dev/outbox ...".
  it('answers 404 for the outbox, its page and its script', async () => {
    for (const url of ['/api/dev/outbox?to=0412345678', '/dev/outbox', '/dev/outbox.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('still sends codes (into the outbox table, for support)', async () => {
    const res = await post(t.app, '/api/verify/requestVerification', { mobilePhone: newMobile(), modal: 'REGISTER' });
    expect(res.json()).toEqual({ status: 0 });
  });

  it('refuses to start without CODE_PEPPER', async () => {
    const handle = await freshDatabase();
    try {
      await expect(buildApp({ env: loadEnv({ NODE_ENV: 'production', KERB_SAMPLE_PROVIDERS: 'all', KERB_DATA_KEYS: `k1:${'A'.repeat(43)}=` }), db: handle.db })).rejects.toThrow(/CODE_PEPPER/);
    } finally {
      await handle.close();
    }
  });
});
