import { PartnerConfig } from '@kerb/domain/partner/config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { addConsoleUser, deactivateConsoleUser } from '../../src/services/console/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant } from '../pre-approval/applicant';

const EMAIL = 'whitlam.borrower@example.com';
const MOBILE = '0412345678';

// issue 36 §1: "A lead appears the moment a borrower registers with the partner ... with a new-lead e-mail
// or text to the partner's users within 10 s" (docs/decisions/077).
describe('a new lead\'s alert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://kerb.example' } });
  }, 60_000);
  afterAll(() => t.close());

  const outboxOf = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as
      Array<{ channel: string; subject?: string; body: string }>;

  it('e-mails each active person of the partner once, with the lead\'s link and no contact details', async () => {
    const db = t.handle.db;
    await addConsoleUser(db, { email: 'principal@harbour.example', role: 'partner_admin', partnerId: 'demo' });
    await addConsoleUser(db, { email: 'sales@harbour.example', role: 'partner_user', partnerId: 'demo' });
    const gone = await addConsoleUser(db, { email: 'gone@harbour.example', role: 'partner_user', partnerId: 'demo' });
    await deactivateConsoleUser(db, gone.id);
    await addConsoleUser(db, { email: 'sales@bayview.example', role: 'partner_user', partnerId: 'instant-lead' });
    await addConsoleUser(db, { email: 'op@kerb.example', role: 'operator' });

    const lead = await saveApplicant(t, auBorrower('Whitlam', { personalDetails: { email: EMAIL, mobilePhone: MOBILE } }), { partnerId: 'demo' });
    const link = `https://kerb.example/console/leads/${lead.applicationId}`;

    const active = ['principal@harbour.example', 'sales@harbour.example'];
    await vi.waitFor(async () => {
      for (const to of active) expect(await outboxOf(to)).toHaveLength(1);
    }, { timeout: 10_000, interval: 100 });
    for (const to of active) {
      const [mail] = await outboxOf(to);
      expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'New lead: Alex W.' });
      expect(mail!.body).toContain(link);
      for (const personal of [EMAIL, MOBILE, 'Whitlam', '1988']) expect(`${mail!.subject} ${mail!.body}`).not.toContain(personal);
    }

    // A later save of the same application is no new lead. The alert's e-mails go out together, so once the
    // active people's have landed, anyone else's would have too.
    const again = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: lead.caller.headers,
      payload: { partnerId: 'demo', country: 'AU', borrower: { personalDetails: { middleName: 'J' } } },
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const to of active) expect(await outboxOf(to)).toHaveLength(1);
    for (const to of ['gone@harbour.example', 'sales@bayview.example', 'op@kerb.example']) expect(await outboxOf(to)).toEqual([]);
  }, 30_000);

  it('texts the mobiles the partner lists for alerts, with the link and no contact details', async () => {
    const ALERT_MOBILE = '0498765432';
    const [row] = await t.handle.db.select().from(partners).where(eq(partners.id, 'early-signup'));
    await t.handle.db.update(partners).set({ config: { ...(row!.config as object), newLeadTextTo: [ALERT_MOBILE] } }).where(eq(partners.id, 'early-signup'));
    // The list is the partner's business: the widget's copy of the config does not carry it.
    const config = await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'early-signup' } });
    expect(config.json()).not.toHaveProperty('newLeadTextTo');

    const lead = await saveApplicant(t, auBorrower('Menzies', { personalDetails: { email: 'menzies.borrower@example.com', mobilePhone: '0411222333' } }), { partnerId: 'early-signup' });
    await vi.waitFor(async () => expect(await outboxOf(ALERT_MOBILE)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    const [text] = await outboxOf(ALERT_MOBILE);
    expect(text!.channel).toBe('SMS');
    expect(text!.body).toMatch(/^Kerb: new lead Alex M\. for .+\. https:\/\/kerb\.example\/console\/leads\//);
    expect(text!.body).toContain(lead.applicationId);
    for (const personal of ['menzies.borrower@example.com', '0411222333', 'Menzies']) expect(text!.body).not.toContain(personal);
  }, 30_000);

  it('refuses an alert number that is no mobile, naming it', async () => {
    expect(PartnerConfig.safeParse({ id: 'x', partnerId: 'x', newLeadTextTo: ['0812345678'] }).error?.issues[0]?.path).toEqual(['newLeadTextTo', 0]);
    expect(PartnerConfig.safeParse({ id: 'x', partnerId: 'x', newLeadTextTo: ['0412345678', '0211234567'] }).success).toBe(true);
  });
});

describe('a new lead\'s alert that cannot be sent', () => {
  let t: TestApp;
  let attempts = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  beforeAll(async () => {
    // A mail server that hangs, then fails.
    t = await buildTestApp({ messages: { send: async () => { attempts += 1; await gate; throw new Error('mail server down'); } } });
  }, 60_000);
  afterAll(() => t.close());

  it('neither holds up nor fails the borrower\'s registration', async () => {
    await addConsoleUser(t.handle.db, { email: 'principal@harbour.example', role: 'partner_admin', partnerId: 'demo' });
    const lead = await saveApplicant(t, auBorrower('Unsent'), { partnerId: 'demo' });
    expect(lead.applicationId).toBeTruthy();
    await vi.waitFor(() => expect(attempts).toBe(1), { timeout: 5_000, interval: 50 });
    release();
  });
});
