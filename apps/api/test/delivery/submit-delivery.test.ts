import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/db/schema/index';
import { queueOnSubmitted } from '../../src/services/delivery/on-submitted';
import { submitApplication } from '../../src/services/submission/submit-application';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { buildTestApp, type TestApp } from '../helpers/app';
import { startFakeReceiver } from './fake-receiver';
import { ADMIN_KEY, DELIVERY_TEST_ENV, SECRET } from './setup';

// Issue "To the lender": "each lender in the panel has a submission channel (e-mail address, or an HTTPS
// webhook URL with a shared secret); the sample lenders use e-mail, which lands in the outbox. The pack and
// the documents go to the chosen lender on submit." "To the partner: the lead e-mail … also goes on submit,
// with the PDF". Written in the submit's transaction (docs/decisions/039, 045).
describe('deliveries on submit', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;
  const admin = { 'x-kerb-admin-key': ADMIN_KEY };
  const LEADS = 'leads@demo-partner.example';

  beforeAll(async () => {
    receiver = await startFakeReceiver(SECRET);
    t = await buildTestApp({ env: DELIVERY_TEST_ENV });
    // The sample partner the journey helpers use, asking for leads and with its CRM webhook.
    const demo = await t.app.lenderPanel.partner('demo');
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/demo', headers: admin,
      payload: { ...demo, sendLeadEmail: true, leadEmail: LEADS, crmWebhook: { url: receiver.url, secret: SECRET } },
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const submittedRows = (applicationId: string) => t.handle.db
    .select().from(deliveries)
    .where(and(eq(deliveries.orderingKey, applicationId), eq(deliveries.eventType, 'application.submitted')))
    .orderBy(deliveries.id);
  /** Worker passes until nothing is due: an application's events go one after another to each receiver. */
  const drain = async () => {
    while ((await t.app.delivery.runOnce()) > 0);
  };
  const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;

  it('a submit that fails writes nothing: refused for missing documents, or rolled back after queueing', async () => {
    const who = await submittedApplicant(t, fullBorrower('Lee'), { submit: false });
    const failing = submitApplication({
      db: t.handle.db, panel: t.app.lenderPanel,
      onSubmitted: async (tx, submitted) => {
        await queueOnSubmitted(t.env)(tx, submitted);
        expect((await tx.select().from(deliveries).where(eq(deliveries.orderingKey, submitted.applicationId))).length).toBeGreaterThan(0);
        throw new Error('the submit fails after its deliveries were queued');
      },
    }, who.caller.userId);
    await expect(failing).rejects.toThrow('the submit fails');
    expect(await submittedRows(who.applicationId)).toEqual([]);

    const docs = (await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: who.caller.headers, payload: { partnerId: 'demo' } })).json().borrower.supportingDocs;
    await t.app.inject({ method: 'DELETE', url: `/api/documents/delete/${docs.DRIVER_LICENCE_FRONT[0].id}`, headers: who.caller.headers });
    const refused = await t.app.inject({ method: 'GET', url: '/api/submit/application', headers: who.caller.headers });
    expect(refused.statusCode).toBe(422);
    expect(await submittedRows(who.applicationId)).toEqual([]);
  });

  let ann: SubmittedApplicant;
  it('submit queues the lender\'s e-mail, the partner\'s lead e-mail and its webhook in the same transaction', async () => {
    ann = await submittedApplicant(t, fullBorrower('Nguyen'));
    const lenderId = ann.offer.matchingEngineLenderId;
    const rows = await submittedRows(ann.applicationId);
    expect(rows.map((r) => [r.receiver, r.channel, r.destination, r.status])).toEqual([
      [`lender:${lenderId}`, 'EMAIL', `${lenderId}@lenders.example`, 'PENDING'],
      ['partner-lead-email:demo', 'EMAIL', LEADS, 'PENDING'],
      ['partner-crm:demo', 'WEBHOOK', receiver.url, 'PENDING'],
    ]);

    await drain();
    const [toLender] = await outbox(`${lenderId}@lenders.example`);
    const pdf = `application-${ann.applicationId.slice(0, 8)}.pdf`;
    expect(toLender.subject).toContain('New application: Charlotte Nguyen');
    expect(toLender.attachments).toEqual([
      pdf, pdf.replace('.pdf', '.json'), 'DRIVER_LICENCE_FRONT-licence-front.jpg', 'DRIVER_LICENCE_BACK-licence-back.jpg',
    ]);
    const leads = await outbox(LEADS);
    // The test server answers from Kerb's sample providers, and every e-mail says so (docs/decisions/070).
    const submitted = leads.find((m: { subject: string }) => m.subject.startsWith('[Sample data] Application submitted'));
    expect(submitted).toMatchObject({ subject: '[Sample data] Application submitted: Charlotte Nguyen', attachments: [pdf] });
    expect(submitted.body).toContain(`Application: ${ann.applicationId}`);
    const crm = receiver.accepted.filter((r) => r.eventType === 'application.submitted');
    expect(crm).toHaveLength(1);
    expect(crm[0]).toMatchObject({ signatureValid: true, json: { data: { applicationId: ann.applicationId, lender: { id: lenderId } } } });
    expect((await submittedRows(ann.applicationId)).every((r) => r.status === 'DELIVERED')).toBe(true);

    // Submitting again changes nothing, and queues nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/submit/application', headers: ann.caller.headers })).statusCode).toBe(200);
    expect(await submittedRows(ann.applicationId)).toHaveLength(3);
  });

  it('a lender with a webhook channel gets the pack and the documents, signed with its secret', async () => {
    const lenderId = ann.offer.matchingEngineLenderId;
    const lenderReceiver = await startFakeReceiver('lender-secret-0123456789');
    try {
      const set = await t.app.inject({
        method: 'PUT', url: `/api/admin/lenders/${lenderId}/channel`, headers: admin,
        payload: { channel: 'WEBHOOK', url: lenderReceiver.url, secret: 'lender-secret-0123456789' },
      });
      expect(set.json()).toEqual({ lenderId, channel: 'WEBHOOK', email: null, webhookUrl: lenderReceiver.url, hasWebhookSecret: true });
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/lenders/${lenderId}/channel`, headers: admin, payload: { channel: 'WEBHOOK', url: 'http://lender.example.com', secret: 'short' } });
      expect(bad.statusCode).toBe(400);

      const ben = await submittedApplicant(t, fullBorrower('Okafor'));
      await drain();
      expect(lenderReceiver.accepted).toHaveLength(1);
      const [got] = lenderReceiver.accepted;
      expect(got).toMatchObject({ eventType: 'application.submitted', signatureValid: true, json: { data: { applicationId: ben.applicationId } } });
      expect(got!.json.files!.map((f) => f.filename)).toEqual([
        `application-${ben.applicationId.slice(0, 8)}.pdf`, `application-${ben.applicationId.slice(0, 8)}.json`,
        'DRIVER_LICENCE_FRONT-licence-front.jpg', 'DRIVER_LICENCE_BACK-licence-back.jpg',
      ]);
    } finally {
      await lenderReceiver.close();
    }
  });
});
