import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { consoleUsers } from '../../src/db/schema/index';
import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { addConsoleUser, deactivateConsoleUser, type ConsoleRole } from '../../src/services/console/users';
import type { MessageSender, OutgoingMessage } from '../../src/services/messages/port';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant } from '../pre-approval/applicant';

const ROOT = resolve(__dirname, '../../../..');

// Issue 36 "Who uses it": "Console users sign in by e-mail code (the existing code machinery), with sessions
// separate from borrowers'; the operator's first account comes from a command". "Tests that must exist":
// "Scoping: for every console endpoint, a user of one partner cannot list, read, change or download another
// partner's lead, document, pack, user or setting by any id" (docs/decisions/076).
describe('the console', () => {
  let t: TestApp;
  let ann: SubmittedApplicant; // an application of the sample partner `demo`
  const sent: OutgoingMessage[] = [];
  const messages: MessageSender = { send: async (message) => void sent.push(message) };
  beforeAll(async () => {
    t = await buildTestApp({ messages });
    ann = await submittedApplicant(t, fullBorrower('Console'));
  }, 60_000);
  afterAll(() => t.close());

  /** Signs a console user in by the code e-mailed to them; the session's cookie. */
  async function signIn(email: string, role: ConsoleRole, partnerId: string | null = null): Promise<string> {
    await addConsoleUser(t.handle.db, { email, role, partnerId });
    sent.length = 0;
    expect((await t.app.inject({ method: 'POST', url: '/api/console/auth/code', payload: { email } })).json()).toEqual({ sent: true });
    const code = /is (\d{6})\./.exec(sent.find((m) => m.to === email && m.subject === 'Your Kerb console code')!.body)![1]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/console/auth/verify', payload: { email, code } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CONSOLE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/console' });
    return cookie.value;
  }
  const asUser = (cookie: string) => ({ cookie: `${CONSOLE_COOKIE}=${cookie}` });
  const month = 'from=2026-11-01&to=2026-11-30';

  it('signs in by a code e-mailed to the address, and the session answers who is signed in', async () => {
    const cookie = await signIn('op@kerb.example', 'operator');
    const me = await t.app.inject({ method: 'GET', url: '/api/console/me', headers: asUser(cookie) });
    expect(me.json()).toEqual({ email: 'op@kerb.example', role: 'operator', partnerId: null });
    // A borrower's bearer token is not a console session, nor is a console cookie a borrower's.
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: ann.caller.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: asUser(cookie), payload: { partnerId: 'demo' } })).statusCode).toBe(401);
  });

  it('tells nobody who has an account, and refuses a wrong code naming the field', async () => {
    sent.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/console/auth/code', payload: { email: 'nobody@kerb.example' } });
    expect(res.json()).toEqual({ sent: true });
    expect(sent).toEqual([]);
    await addConsoleUser(t.handle.db, { email: 'sales@bayview.example', role: 'partner_user', partnerId: 'instant-lead' });
    await t.app.inject({ method: 'POST', url: '/api/console/auth/code', payload: { email: 'sales@bayview.example' } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/console/auth/verify', payload: { email: 'sales@bayview.example', code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'code' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/console/auth/verify', payload: { email: 'not-an-email', code: '12' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a partner\'s people their own partner only: another partner\'s funnel and evidence are not there', async () => {
    const other = await signIn('sales@bayview.example', 'partner_user', 'instant-lead');
    const own = await signIn('finance@harbour.example', 'partner_admin', 'demo');
    const operator = await signIn('op@kerb.example', 'operator');
    const pdf = `/api/console/applications/${ann.applicationId}/compliance.pdf`;

    expect((await t.app.inject({ method: 'GET', url: `/api/console/funnel?${month}&partnerId=demo`, headers: asUser(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pdf, headers: asUser(other) })).statusCode).toBe(404);
    const ownFunnel = await t.app.inject({ method: 'GET', url: `/api/console/funnel?${month}`, headers: asUser(own) });
    expect(ownFunnel.statusCode).toBe(200);
    expect(ownFunnel.json().partnerId).toBe('demo');
    const ownPdf = await t.app.inject({ method: 'GET', url: pdf, headers: asUser(own) });
    expect(ownPdf.statusCode).toBe(200);
    expect(ownPdf.headers['content-type']).toBe('application/pdf');
    expect(ownPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: pdf, headers: asUser(operator) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/console/funnel?${month}&partnerId=instant-lead`, headers: asUser(operator) })).statusCode).toBe(200);
    for (const url of [pdf, `/api/console/funnel?${month}`, '/api/console/me']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers the funnel as CSV, and refuses dates the wrong way round naming the field', async () => {
    const own = await signIn('finance@harbour.example', 'partner_admin', 'demo');
    const csv = await t.app.inject({ method: 'GET', url: `/api/console/funnel?${month}&format=csv`, headers: asUser(own) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('flow,screen,sessions,percent_of_all,percent_of_previous');
    const backwards = await t.app.inject({ method: 'GET', url: '/api/console/funnel?from=2026-11-30&to=2026-11-01', headers: asUser(own) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to' });
  });

  it('ends a deactivated user\'s sessions at once, and a signed-out session is over', async () => {
    const cookie = await signIn('leaving@harbour.example', 'partner_user', 'demo');
    const [user] = (await t.handle.db.select().from(consoleUsers)).filter((u) => u.email === 'leaving@harbour.example');
    await deactivateConsoleUser(t.handle.db, user!.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: asUser(cookie) })).statusCode).toBe(401);
    const again = await signIn('back@harbour.example', 'partner_user', 'demo');
    expect((await t.app.inject({ method: 'POST', url: '/api/console/auth/logout', headers: asUser(again), payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: asUser(again) })).statusCode).toBe(401);
  });
  // Issue 36 §1 "Leads inbox and pipeline", §2 "Lead detail" (docs/decisions/077).
  it('lists a lead the moment a borrower registers, unread, with its stage; a person moves it on', async () => {
    const admin = await signIn('principal@harbour.example', 'partner_admin', 'demo');
    const fresh = await saveApplicant(t, auBorrower('Inboxley'), { partnerId: 'demo' });
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/console/leads?pageSize=100', headers: asUser(admin) })).json();
    const lead = inbox.leads.find((l: { applicationId: string }) => l.applicationId === fresh.applicationId);
    expect(lead).toMatchObject({ partnerId: 'demo', stage: 'LEAD', unread: true });
    expect(lead.name).toContain('Inboxley');
    expect(inbox.leads.find((l: { applicationId: string }) => l.applicationId === ann.applicationId)).toMatchObject({ stage: 'SUBMITTED' });

    const found = (await t.app.inject({ method: 'GET', url: '/api/console/leads?search=inboxl', headers: asUser(admin) })).json();
    expect(found.leads.map((l: { applicationId: string }) => l.applicationId)).toEqual([fresh.applicationId]);
    const submitted = (await t.app.inject({ method: 'GET', url: '/api/console/leads?stage=SUBMITTED', headers: asUser(admin) })).json();
    expect(submitted.leads.every((l: { stage: string }) => l.stage === 'SUBMITTED')).toBe(true);
    const paged = (await t.app.inject({ method: 'GET', url: '/api/console/leads?pageSize=1&page=2', headers: asUser(admin) })).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.total).toBeGreaterThanOrEqual(2);
    expect(paged.leads).toHaveLength(1);

    const opened = (await t.app.inject({ method: 'GET', url: `/api/console/leads/${ann.applicationId}`, headers: asUser(admin) })).json();
    expect(opened.history.map((h: { stage: string }) => h.stage)).toEqual(['LEAD', 'INDICATIVELY_APPROVED', 'SUBMITTED']);
    const again = (await t.app.inject({ method: 'GET', url: '/api/console/leads?stage=SUBMITTED&pageSize=100', headers: asUser(admin) })).json();
    expect(again.leads.find((l: { applicationId: string }) => l.applicationId === ann.applicationId).unread).toBe(false);

    const moved = await t.app.inject({ method: 'POST', url: `/api/console/leads/${ann.applicationId}/stage`, headers: asUser(admin), payload: { stage: 'SETTLED' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().lead.stage).toBe('SETTLED');
    expect(moved.json().history.at(-1)).toMatchObject({ stage: 'SETTLED', by: 'principal@harbour.example' });
    const automatic = await t.app.inject({ method: 'POST', url: `/api/console/leads/${ann.applicationId}/stage`, headers: asUser(admin), payload: { stage: 'SUBMITTED' } });
    expect(automatic.statusCode).toBe(400);
    expect(automatic.json()).toMatchObject({ field: 'stage' });
  });

  it('never shows, opens or moves another partner\'s lead, by any id', async () => {
    const other = await signIn('sales@bayview.example', 'partner_user', 'instant-lead');
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/console/leads?pageSize=100', headers: asUser(other) })).json();
    expect(inbox.leads.some((l: { partnerId: string }) => l.partnerId !== 'instant-lead')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/leads?partnerId=demo', headers: asUser(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/console/leads/${ann.applicationId}`, headers: asUser(other) })).statusCode).toBe(404);
    const move = await t.app.inject({ method: 'POST', url: `/api/console/leads/${ann.applicationId}/stage`, headers: asUser(other), payload: { stage: 'WITHDRAWN' } });
    expect(move.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/console/leads/not-a-uuid', headers: asUser(other) })).statusCode).toBe(404);
    const operator = await signIn('op@kerb.example', 'operator');
    expect((await t.app.inject({ method: 'GET', url: `/api/console/leads/${ann.applicationId}`, headers: asUser(operator) })).statusCode).toBe(200);
  });
});

describe('npm run console:create-operator', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kerb-operator-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/scripts/create-operator.ts', ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, KERB_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' }, timeout: 120_000,
  });

  it('creates the first operator in the database npm start uses, and asks for an e-mail when given none', async () => {
    expect(run().status).toBe(2);
    const made = run('--email', 'Owner@Kerb.example');
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('operator owner@kerb.example');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await handle.db.select().from(consoleUsers)).map((u) => [u.email, u.role, u.partnerId, u.active]))
        .toEqual([['owner@kerb.example', 'operator', null, true]]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
