import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPartnerConfig, replacePartnerConfig } from '../../src/services/partners/index';
import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { startConsoleSession } from '../../src/services/console/sessions';
import { addConsoleUser, type ConsoleRole } from '../../src/services/console/users';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 36 §4 "Partner configuration editor with the domain's own validation ... publishing keeps a version;
// any version can be restored"; "Tests that must exist": a user of one partner cannot read or change another
// partner's setting by any id, and a partner user cannot reach settings (docs/decisions/078).
describe('the partner configuration editor', () => {
  let t: TestApp;
  let operator: { cookie: string };
  let admin: { cookie: string }; // partner_admin of demo
  let salesperson: { cookie: string }; // partner_user of demo
  const SECRET = 'crm-shared-secret-0123456789';

  const as = async (email: string, role: ConsoleRole, partnerId: string | null) => {
    const user = await addConsoleUser(t.handle.db, { email, role, partnerId });
    return { cookie: `${CONSOLE_COOKIE}=${await startConsoleSession(t.handle.db, user.id)}` };
  };
  const editor = (who: { cookie: string }, id = 'demo') => t.app.inject({ method: 'GET', url: `/api/console/partners/${id}`, headers: who });
  const publish = (who: { cookie: string }, config: unknown, baseVersion: number, id = 'demo') =>
    t.app.inject({ method: 'PUT', url: `/api/console/partners/${id}`, headers: who, payload: { config, baseVersion } });
  const restore = (who: { cookie: string }, version: number, baseVersion: number, id = 'demo') =>
    t.app.inject({ method: 'POST', url: `/api/console/partners/${id}/versions/${version}/restore`, headers: who, payload: { baseVersion } });
  const publicColour = async (id = 'demo') =>
    (await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: id } })).json().primaryColor;
  /** The editor's config as a browser would send it back: without its id, with a change. */
  const draft = async (who: { cookie: string }, change: Record<string, unknown>, id = 'demo') => {
    const { config, version } = (await editor(who, id)).json();
    const { id: _id, ...rest } = config;
    return { config: { ...rest, ...change }, version: version as number };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const demo = (await findPartnerConfig(t.handle.db, 'demo'))!;
    await replacePartnerConfig(t.handle.db, {
      ...demo, crmWebhook: { url: 'https://crm.harbourside.example/hooks/kerb', secret: SECRET }, embedOrigins: ['https://harbourside.example'],
    });
    operator = await as('op@kerb.example', 'operator', null);
    admin = await as('principal@harbourside.example', 'partner_admin', 'demo');
    salesperson = await as('sales@harbourside.example', 'partner_user', 'demo');
  }, 60_000);
  afterAll(() => t.close());

  it('lists every partner to the operator and only their own to a partner admin', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/console/partners', headers: operator })).json().partners;
    expect(all.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['demo', 'instant-lead']));
    const own = (await t.app.inject({ method: 'GET', url: '/api/console/partners', headers: admin })).json().partners;
    expect(own).toEqual([{ id: 'demo', name: 'Harbourside Motors (sample)', version: 0, updatedAt: expect.any(String) }]);
  });

  it('never sends a secret to the browser, and a publish without it keeps the stored one', async () => {
    const res = await editor(operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 0, versions: [] });
    expect(res.json().config.crmWebhook).toEqual({ url: 'https://crm.harbourside.example/hooks/kerb', secret: null });
    expect(res.body).not.toContain(SECRET);

    const { config, version } = await draft(operator, { dealerPhone: '1300 000 111' });
    const published = await publish(operator, config, version);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(SECRET);
    expect((await findPartnerConfig(t.handle.db, 'demo'))!.crmWebhook).toEqual({ url: 'https://crm.harbourside.example/hooks/kerb', secret: SECRET });
    // The secret left out altogether is kept too.
    const { crmWebhook: _webhook, ...withoutSecret } = config;
    const again = await publish(operator, { ...withoutSecret, crmWebhook: { url: 'https://crm.harbourside.example/hooks/kerb' } }, version + 1);
    expect(again.statusCode).toBe(200);
    expect((await findPartnerConfig(t.handle.db, 'demo'))!.crmWebhook!.secret).toBe(SECRET);
  });

  it('publishes a colour as a new version that the widget\'s config answers at once; restoring brings the old one back', async () => {
    const before = await publicColour();
    const { config, version } = await draft(operator, { primaryColor: '#FF5500', quoteText: 'Drive away today' });
    const published = await publish(operator, config, version);
    expect(published.statusCode).toBe(200);
    const body = published.json();
    expect(body.version).toBe(version + 1);
    expect(body.config.primaryColor).toBe('#FF5500');
    expect(body.versions[0]).toMatchObject({ version: version + 1, publishedBy: 'op@kerb.example' });
    // The config from before the console is version 0, so the first publish can be undone too.
    expect(body.versions.at(-1)).toMatchObject({ version: 0, publishedBy: null });
    expect(await publicColour()).toBe('#FF5500');

    const restored = await restore(operator, version, version + 1);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: version + 2, config: { primaryColor: before } });
    expect(restored.json().versions.map((v: { version: number }) => v.version).slice(0, 3)).toEqual([version + 2, version + 1, version]);
    expect(await publicColour()).toBe(before);
    expect((await findPartnerConfig(t.handle.db, 'demo'))!.crmWebhook!.secret).toBe(SECRET);
    expect((await restore(operator, 999, version + 2)).statusCode).toBe(404);
  });

  it('refuses a draft made from a version no longer live, and one the domain refuses, naming the field', async () => {
    const { config, version } = await draft(operator, { primaryColor: '#123456' });
    expect((await publish(operator, config, version)).statusCode).toBe(200);
    const stale = await publish(admin, { ...config, primaryColor: '#654321' }, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, detail: 'Someone else published a change; reload to see it' });
    expect((await restore(operator, 0, version)).statusCode).toBe(409);

    const blue = await publish(operator, { ...config, primaryColor: 'blue' }, version + 1);
    expect(blue.statusCode).toBe(400);
    expect(blue.json()).toMatchObject({ field: 'config.primaryColor' });
    expect(await publicColour()).toBe('#123456');
  });

  it('takes one of two publishes made at once from the same version, and tells the other to reload', async () => {
    const { config, version } = await draft(operator, {});
    const both = await Promise.all([
      publish(operator, { ...config, accentColor: '#111111' }, version),
      publish(admin, { ...config, accentColor: '#222222' }, version),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((res) => res.statusCode === 200)!.json();
    expect(winner.version).toBe(version + 1);
    expect((await editor(operator)).json()).toMatchObject({ version: version + 1, config: { accentColor: winner.config.accentColor } });
  });

  it('lets a partner admin publish their own partner but not where it may be embedded', async () => {
    const { config, version } = await draft(admin, { secondaryColor: '#222222' });
    expect((await publish(admin, config, version)).statusCode).toBe(200);
    const origins = await publish(admin, { ...config, embedOrigins: ['https://elsewhere.example'] }, version + 1);
    expect(origins.statusCode).toBe(403);
    expect(origins.json()).toMatchObject({ field: 'config.embedOrigins' });
    expect((await findPartnerConfig(t.handle.db, 'demo'))!.embedOrigins).toEqual(['https://harbourside.example']);
    // The operator may.
    expect((await publish(operator, { ...config, embedOrigins: ['https://elsewhere.example'] }, version + 1)).statusCode).toBe(200);
  });

  it('answers another partner\'s editor as if it did not exist, and a partner user reaches none of it', async () => {
    const other = await draft(operator, { primaryColor: '#00AA00' }, 'instant-lead');
    expect((await editor(admin, 'instant-lead')).statusCode).toBe(404);
    expect((await editor(admin, 'no-such-partner')).statusCode).toBe(404);
    expect((await publish(admin, other.config, other.version, 'instant-lead')).statusCode).toBe(404);
    expect((await restore(admin, 0, other.version, 'instant-lead')).statusCode).toBe(404);
    expect(await publicColour('instant-lead')).not.toBe('#00AA00');

    const own = await draft(operator, {});
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/console/partners', headers: salesperson }),
      await editor(salesperson),
      await publish(salesperson, own.config, own.version),
      await restore(salesperson, 0, own.version),
      await t.app.inject({ method: 'GET', url: '/api/console/audit', headers: salesperson }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, detail: 'Only a partner admin or the operator can change settings' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/console/partners' })).statusCode).toBe(401);
  });
});
