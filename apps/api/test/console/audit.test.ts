import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { startConsoleSession } from '../../src/services/console/sessions';
import { addConsoleUser, type ConsoleRole } from '../../src/services/console/users';
import { replacePartnerConfig, findPartnerConfig } from '../../src/services/partners/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant } from '../pre-approval/applicant';

// Issue 36 §8 "Audit log: who changed what and when, old value and new, for configuration, lenders, users,
// stages" (docs/decisions/078): each partner's people see their own partner's entries, newest first.
describe('the audit log', () => {
  let t: TestApp;
  let operator: { cookie: string };
  let admin: { cookie: string }; // partner_admin of demo
  let otherAdmin: { cookie: string }; // partner_admin of instant-lead
  const SECRET = 'crm-shared-secret-0123456789';
  const NEW_SECRET = 'crm-rotated-secret-9876543210';
  const ADMIN_KEY = 'audit-admin-key-0123456789';

  const as = async (email: string, role: ConsoleRole, partnerId: string | null) => {
    const user = await addConsoleUser(t.handle.db, { email, role, partnerId });
    return { cookie: `${CONSOLE_COOKIE}=${await startConsoleSession(t.handle.db, user.id)}` };
  };
  const audit = async (who: { cookie: string }, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/console/audit${query}`, headers: who });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Publishes a change to a partner from its live config, as the editor does. */
  const publish = async (who: { cookie: string }, id: string, change: Record<string, unknown>) => {
    const { config: { id: _id, ...config }, version } = (await t.app.inject({ method: 'GET', url: `/api/console/partners/${id}`, headers: who })).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/console/partners/${id}`, headers: who, payload: { config: { ...config, ...change }, baseVersion: version } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY } });
    const demo = (await findPartnerConfig(t.handle.db, 'demo'))!;
    await replacePartnerConfig(t.handle.db, { ...demo, primaryColor: '#0B5FFF', crmWebhook: { url: 'https://crm.harbourside.example/hooks/kerb', secret: SECRET } });
    operator = await as('op@kerb.example', 'operator', null);
    admin = await as('principal@harbourside.example', 'partner_admin', 'demo');
    otherAdmin = await as('principal@bayview.example', 'partner_admin', 'instant-lead');
  }, 60_000);
  afterAll(() => t.close());

  it('shows who changed a partner\'s configuration, field by field, old value and new, newest first; secrets never', async () => {
    await publish(operator, 'demo', { primaryColor: '#FF5500', quoteText: 'Drive away today' });
    await publish(admin, 'demo', { primaryColor: '#00AA55', crmWebhook: { url: 'https://crm.harbourside.example/hooks/kerb', secret: NEW_SECRET } });
    await publish(otherAdmin, 'instant-lead', { dealerPhone: '1300 000 222' });
    const restored = await t.app.inject({ method: 'POST', url: '/api/console/partners/demo/versions/1/restore', headers: admin, payload: { baseVersion: 2 } });
    expect(restored.statusCode).toBe(200);

    const { entries, total } = await audit(admin);
    expect(total).toBe(3);
    expect(entries.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['partner.restored', 'principal@harbourside.example'],
      ['partner.published', 'principal@harbourside.example'],
      ['partner.published', 'op@kerb.example'],
    ]);
    expect(entries.every((e: { partnerId: string }) => e.partnerId === 'demo')).toBe(true);
    const [restore, rotate, first] = entries;
    expect(first.changes).toEqual([
      { field: 'primaryColor', before: '#0B5FFF', after: '#FF5500' },
      { field: 'quoteText', before: null, after: 'Drive away today' },
    ]);
    expect(rotate.changes).toEqual(expect.arrayContaining([
      { field: 'primaryColor', before: '#FF5500', after: '#00AA55' },
      { field: 'crmWebhook', before: { url: 'https://crm.harbourside.example/hooks/kerb', secret: '(changed)' }, after: { url: 'https://crm.harbourside.example/hooks/kerb', secret: '(changed)' } },
    ]));
    // Restoring version 1 brings its colour back; the rotated secret stays, so the webhook is not a change.
    expect(restore.changes).toEqual([{ field: 'primaryColor', before: '#00AA55', after: '#FF5500' }]);
    expect(restore.target).toContain('restored from version 1');
    expect(new Date(restore.at) >= new Date(first.at)).toBe(true);
    const everything = JSON.stringify(await audit(operator));
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(NEW_SECRET);
  });

  it('keeps each partner\'s entries to its own people; the operator sees every partner, or one', async () => {
    expect((await audit(otherAdmin)).entries.map((e: { partnerId: string }) => e.partnerId)).toEqual(['instant-lead']);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/audit?partnerId=demo', headers: otherAdmin })).statusCode).toBe(404);
    const all = await audit(operator);
    expect(new Set(all.entries.map((e: { partnerId: string }) => e.partnerId))).toEqual(new Set(['demo', 'instant-lead']));
    expect((await audit(operator, '?partnerId=instant-lead')).total).toBe(1);
    const paged = await audit(operator, '?pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.entries[0].id).toBe(all.entries[1].id);
  });

  it('records a lead\'s stage move, from the stage it stood at to the new one', async () => {
    const lead = await saveApplicant(t, auBorrower('Audited'), { partnerId: 'demo' });
    const moved = await t.app.inject({ method: 'POST', url: `/api/console/leads/${lead.applicationId}/stage`, headers: admin, payload: { stage: 'WITHDRAWN' } });
    expect(moved.statusCode).toBe(200);
    const [entry] = (await audit(admin)).entries;
    expect(entry).toMatchObject({
      action: 'lead.stage_moved', actor: 'principal@harbourside.example', partnerId: 'demo', target: lead.applicationId,
      changes: [{ field: 'stage', before: 'LEAD', after: 'WITHDRAWN' }],
    });
    expect((await audit(otherAdmin)).entries.some((e: { target: string }) => e.target === lead.applicationId)).toBe(false);
  });

  it('is kept as written: the database refuses to change or delete an entry', async () => {
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`);
    expect(await refusal(t.handle.db.execute(sql`update audit_log set action = 'tampered'`))).toContain('audit log is kept as written');
    expect(await refusal(t.handle.db.execute(sql`delete from audit_log`))).toContain('audit log is kept as written');
    expect((await audit(operator)).entries.some((e: { action: string }) => e.action === 'tampered')).toBe(false);
    expect((await audit(operator)).total).toBe(5);
  });

  it('keeps the admin key\'s replacement of a config as a version and an entry of no console user', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/console/partners/instant-lead', headers: otherAdmin })).json();
    const stored = (await findPartnerConfig(t.handle.db, 'instant-lead'))!;
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/instant-lead', headers: { 'x-kerb-admin-key': ADMIN_KEY }, payload: { ...stored, dealerPhone: '1300 000 333' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await audit(otherAdmin)).entries;
    expect(entry).toMatchObject({ action: 'partner.replaced', actor: null, changes: [{ field: 'dealerPhone', before: '1300 000 222', after: '1300 000 333' }] });
    const after = (await t.app.inject({ method: 'GET', url: '/api/console/partners/instant-lead', headers: otherAdmin })).json();
    expect(after.versions[0]).toMatchObject({ version: before.version + 1, publishedBy: null });
    // A draft from before it is stale: nobody overwrites a change they never saw.
    const { id: _id, ...config } = before.config;
    const stale = await t.app.inject({ method: 'PUT', url: '/api/console/partners/instant-lead', headers: otherAdmin, payload: { config, baseVersion: before.version } });
    expect(stale.statusCode).toBe(409);
  });
});
