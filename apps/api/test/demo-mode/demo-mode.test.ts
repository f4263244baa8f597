import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveries, outbox } from '../../src/db/schema/index';
import { fullBorrower, submittedApplicant } from '../application-pack/applicant';
import { startFakeReceiver } from '../delivery/fake-receiver';
import { ADMIN_KEY, DELIVERY_TEST_ENV, SECRET } from '../delivery/setup';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { TestCaller } from '../helpers/caller';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider';
import { startFakeSmsProvider } from '../messages/fake-servers';
import { auBorrower, preApprove, saveApplicant, type SavedApplicant } from '../pre-approval/applicant';

// spec 1 §4 "Demo mode": "Turns on when the borrower's first and last name match a fixed list of demo names
// (the list is not shown) and off when they stop matching." docs/decisions/013 (the names) and 050: in demo
// mode nothing leaves Kerb. The real bureau, the SMS provider and the partner's and lender's receivers are
// all configured here, so each test shows a demo reaching none of them and a real applicant reaching them.

const REPORT = { comprehensiveScore: 722, onePointOneScore: 701, creditHistory: 'CLEAR_CREDIT', identityMatchPercentage: 92 };
const BROKER = '0412345678';
const LEADS = 'leads@demo-partner.example';

describe('demo mode: nothing leaves Kerb', () => {
  let t: TestApp;
  let bureau: FakeProvider;
  let sms: Awaited<ReturnType<typeof startFakeSmsProvider>>;
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;

  beforeAll(async () => {
    bureau = await startFakeProvider({ status: 200, body: REPORT }, '/v1/enquiries');
    sms = await startFakeSmsProvider();
    receiver = await startFakeReceiver(SECRET);
    t = await buildTestApp({ env: { ...DELIVERY_TEST_ENV, CREDIT_BUREAU_URL: bureau.url, SMS_API_URL: sms.url } });
    // The sample partner the helpers use, asking for lead e-mails, with its CRM webhook and a broker's mobile.
    const demo = await t.app.lenderPanel.partner('demo');
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { ...demo, sendLeadEmail: true, leadEmail: LEADS, crmWebhook: { url: receiver.url, secret: SECRET }, brokerPhoneNumbers: [BROKER] },
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([bureau.close(), sms.close(), receiver.close()]);
  });
  const drain = async () => {
    while ((await t.app.delivery.runOnce()) > 0);
  };
  // Each test starts with what earlier tests queued delivered, so it sees only its own traffic.
  beforeEach(async () => {
    await drain();
    bureau.received.length = 0;
    sms.received.length = 0;
    receiver.accepted.length = 0;
  });

  const rename = async (who: { caller: TestCaller }, firstName: string, lastName: string) => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: who.caller.headers,
      payload: { partnerId: 'demo', country: 'AU', borrower: { personalDetails: { ...auBorrower(lastName).personalDetails, firstName, lastName } } },
    });
    expect(res.statusCode).toBe(200);
  };
  const rowsOf = (applicationId: string) => t.handle.db.select().from(deliveries).where(eq(deliveries.orderingKey, applicationId)).orderBy(deliveries.id);
  const demoApplicant = () => saveApplicant(t, auBorrower('Excellent', { personalDetails: { firstName: 'Demo' } }));

  it('a demo name is answered by the sandbox, never the bureau; renamed, the bureau answers', async () => {
    const who = await demoApplicant();
    // The widget's flag does not decide: the stored names do.
    expect((await preApprove(t, who, { isDemoMode: false })).json()).toMatchObject({ verdict: 'APPROVED', comprehensiveScore: 1_050 });
    expect(bureau.received).toEqual([]);
    await rename(who, 'Alex', 'Excellent');
    expect((await preApprove(t, who)).json()).toMatchObject({ comprehensiveScore: 722 });
    expect(bureau.received).toHaveLength(1);
  });

  it('a demo\'s pre-approval is recorded for the partner\'s lead e-mail and webhook as SKIPPED "demo mode", and nothing is sent', async () => {
    const who: SavedApplicant = await demoApplicant();
    expect((await preApprove(t, who, { sendLeadEmail: true })).statusCode).toBe(200);
    await drain();
    const rows = await rowsOf(who.applicationId);
    expect(rows.map((r) => [r.receiver, r.destination, r.status, r.lastError])).toEqual([
      ['partner-crm:demo', receiver.url, 'SKIPPED', 'demo mode'],
      ['partner-lead-email:demo', LEADS, 'SKIPPED', 'demo mode'],
    ]);
    expect(receiver.accepted).toEqual([]);
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.to, LEADS))).toEqual([]);

    // Off once the names stop matching: the next pre-approval reaches the partner.
    await rename(who, 'Alex', 'Excellent');
    expect((await preApprove(t, who, { sendLeadEmail: true })).statusCode).toBe(200);
    await drain();
    expect((await rowsOf(who.applicationId)).slice(2).map((r) => [r.receiver, r.status])).toEqual([
      ['partner-crm:demo', 'DELIVERED'],
      ['partner-lead-email:demo', 'DELIVERED'],
    ]);
    expect(receiver.accepted).toHaveLength(1);
  });

  it('a demo\'s submit reaches neither the chosen lender nor the partner: every receiver SKIPPED "demo mode"', async () => {
    const borrower = fullBorrower('Excellent');
    borrower.personalDetails = { ...borrower.personalDetails, firstName: 'Demo' };
    const who = await submittedApplicant(t, borrower);
    await drain();
    const submitted = (await rowsOf(who.applicationId)).filter((r) => r.eventType === 'application.submitted');
    expect(submitted.map((r) => r.receiver).sort()).toEqual([`lender:${who.offer.matchingEngineLenderId}`, 'partner-crm:demo', 'partner-lead-email:demo']);
    for (const row of submitted) expect(row).toMatchObject({ status: 'SKIPPED', lastError: 'demo mode' });
    expect(receiver.accepted).toEqual([]);
    expect((await t.handle.db.select().from(outbox)).filter((m) => m.body.includes(who.applicationId))).toEqual([]);
  }, 30_000);

  it('a lead a partner\'s system hands over with a demo name is recorded for its webhook as SKIPPED "demo mode"', async () => {
    const handOver = async (firstName: string) => {
      const res = await t.app.inject({
        method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': ADMIN_KEY },
        payload: { partnerId: 'demo', lead: { firstName, lastName: 'Referred', email: 'lead@example.com' } },
      });
      expect(res.statusCode).toBe(201);
      await drain();
      const [row] = await t.handle.db.select().from(deliveries).where(eq(deliveries.eventType, 'lead.created')).orderBy(desc(deliveries.id)).limit(1);
      return row;
    };
    expect(await handOver('Demo')).toMatchObject({ receiver: 'partner-crm:demo', status: 'SKIPPED', lastError: 'demo mode' });
    expect(receiver.accepted).toEqual([]);
    expect(await handOver('Ann')).toMatchObject({ receiver: 'partner-crm:demo', status: 'DELIVERED' });
    expect(receiver.accepted).toHaveLength(1);
  });

  it('a demo\'s broker text is checked and recorded as DEMO but never reaches the SMS provider; renamed, it is sent', async () => {
    const who = await demoApplicant();
    const save = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: who.caller.headers,
      payload: { partnerId: 'demo', country: 'AU', borrower: { application: { brokerPhoneNumber: BROKER } } },
    });
    expect(save.statusCode).toBe(200);
    const text = (message: string) => t.app.inject({
      method: 'POST', url: '/api/sendCustomMessage', headers: { ...who.caller.headers, 'x-forwarded-for': '203.0.113.77' }, payload: { message },
    });
    // The recipient is still checked in demo mode: a number the caller types is refused as ever.
    const stranger = await t.app.inject({
      method: 'POST', url: '/api/sendCustomMessage', headers: who.caller.headers, payload: { message: 'hi', mobilePhone: '0400000001' },
    });
    expect(stranger.statusCode).toBe(403);

    expect((await text('Demo Excellent is pre approved.')).json()).toEqual({ accepted: true });
    expect(sms.received).toEqual([]);
    await rename(who, 'Ann', 'Excellent');
    expect((await text('Ann Excellent is pre approved.')).json()).toEqual({ accepted: true });
    expect(sms.received).toHaveLength(1);
    const texts = await t.handle.db.select().from(outbox).where(eq(outbox.to, BROKER));
    expect(texts.map((m) => [m.body, m.status])).toEqual([
      ['Demo Excellent is pre approved.', 'DEMO'],
      ['Ann Excellent is pre approved.', 'SENT'],
    ]);
  });
});
