import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryAttempts } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, preApprove, saveApplicant } from '../pre-approval/applicant';
import { startFakeReceiver } from './fake-receiver';
import {
  ADMIN_KEY, DELIVERY_TEST_ENV, deliverAll, orderPerApplication, queueForCrm, rowsOf, savePartnerWithCrm, SECRET, testClock, testWorker,
} from './setup';

// Issue "Durable delivery": "every message and webhook is written to an outbox table in the same transaction
// as the change that causes it, then delivered by a worker with retries and exponential backoff (for at least
// 24 hours), an idempotency key per event, an HMAC-SHA256 signature header over the timestamp and body, and a
// delivery log. A receiver that is down for an hour gets every event once it is back, in order per
// application, and none twice under the same key." (docs/decisions/045)
describe('the delivery worker and a partner\'s CRM webhook', () => {
  let t: TestApp;
  const { clock, now, advance } = testClock();
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;
  let integrations: Awaited<ReturnType<typeof startFakeReceiver>>;

  beforeAll(async () => {
    receiver = await startFakeReceiver(SECRET, { now });
    integrations = await startFakeReceiver(SECRET, { now });
    t = await buildTestApp({
      env: { ...DELIVERY_TEST_ENV, DEALER_SOLUTIONS_WEBHOOK_URL: integrations.url, DEALER_SOLUTIONS_WEBHOOK_SECRET: SECRET },
    });
    await savePartnerWithCrm(t, 'crm-partner', receiver.url);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await integrations.close();
  });

  const resetReceiver = () => {
    receiver.accepted.length = 0;
    receiver.refused.length = 0;
  };

  it('fails the first attempts, then delivers every event once, signed, in order per application', async () => {
    resetReceiver();
    receiver.state.failFirst = 3;
    const db = t.handle.db;
    const worker = testWorker(t, now);
    // lead.created through the partner's own intake, queued with the lead.
    const lead = await t.app.inject({
      method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { partnerId: 'crm-partner', lead: { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com' } },
    });
    expect(lead.statusCode).toBe(201);
    const apps = [randomUUID(), randomUUID()];
    for (const applicationId of apps) {
      await queueForCrm(db, 'crm-partner', receiver.url, applicationId, 'application.preapproved', clock.now, 1);
      await queueForCrm(db, 'crm-partner', receiver.url, applicationId, 'application.submitted', clock.now, 2);
    }

    await deliverAll(db, worker, advance);

    expect(receiver.refused).toHaveLength(3);
    expect(receiver.accepted).toHaveLength(5);
    const keys = receiver.accepted.map((r) => r.key);
    expect(new Set(keys).size).toBe(5);
    for (const received of receiver.accepted) expect(received.signatureValid).toBe(true);
    const leadEvent = receiver.accepted.find((r) => r.eventType === 'lead.created')!;
    expect(leadEvent.json.data).toMatchObject({ lead: { firstName: 'Mia', lastName: 'Chen' } });
    // The borrower's link (the token) is never sent.
    expect(leadEvent.body).not.toContain(lead.json().token);
    const order = orderPerApplication(receiver.accepted.filter((r) => r.eventType !== 'lead.created'));
    for (const applicationId of apps) expect(order.get(applicationId)).toEqual([1, 2]);

    // The log: the refused attempts (503) and the successful ones.
    const rows = await rowsOf(db, 'partner-crm:crm-partner');
    expect(rows.every((row) => row.status === 'DELIVERED')).toBe(true);
    const log = await db.select().from(deliveryAttempts);
    expect(log.filter((a) => a.outcome === 'RETRY')).toHaveLength(3);
    expect(log.filter((a) => a.outcome === 'RETRY').every((a) => a.statusCode === 503)).toBe(true);
    expect(log.filter((a) => a.outcome === 'DELIVERED')).toHaveLength(5);
  });

  it('holds every event while the receiver is down for an hour, then delivers all of them in order, none twice', async () => {
    resetReceiver();
    const db = t.handle.db;
    const worker = testWorker(t, now);
    receiver.state.down = true;
    const apps = [randomUUID(), randomUUID(), randomUUID()];
    for (let n = 1; n <= 4; n += 1) {
      for (const applicationId of apps) {
        await queueForCrm(db, 'crm-partner', receiver.url, applicationId, n === 1 ? 'application.preapproved' : 'application.submitted', clock.now, n);
      }
    }
    for (let minute = 0; minute < 60; minute += 5) {
      await worker.runOnce();
      advance(5 * 60_000);
    }
    expect(receiver.accepted).toHaveLength(0);
    // Only the first event of each application was tried: the others wait their turn.
    expect(new Set(receiver.refused).size).toBe(3);
    const waiting = await db.select().from(deliveries).where(eq(deliveries.status, 'PENDING'));
    expect(waiting).toHaveLength(12);

    receiver.state.down = false;
    await deliverAll(db, worker, advance);
    expect(receiver.accepted).toHaveLength(12);
    expect(new Set(receiver.accepted.map((r) => r.key)).size).toBe(12);
    expect(receiver.accepted.every((r) => r.signatureValid)).toBe(true);
    const order = orderPerApplication(receiver.accepted);
    for (const applicationId of apps) expect(order.get(applicationId)).toEqual([1, 2, 3, 4]);
  });

  it('a pre-approval queues application.preapproved with its answer, in the transaction that records it', async () => {
    resetReceiver();
    // A test drive booked with the dealer travels with the lead (spec 2 §3 "Test drive", docs/decisions/052).
    const drive = { date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true };
    const who = await saveApplicant(t, auBorrower('Nguyen', { testDrives: [drive] }), { partnerId: 'crm-partner' });
    const answer = await preApprove(t, who);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(deliveries).where(eq(deliveries.orderingKey, who.applicationId));
    expect(row).toMatchObject({ eventType: 'application.preapproved', receiver: 'partner-crm:crm-partner', status: 'PENDING' });
    await deliverAll(t.handle.db, testWorker(t, now), advance);
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.accepted[0]!.json.data).toMatchObject({
      applicationId: who.applicationId, verdict: answer.json().verdict, approvedLenderCount: answer.json().approvedLenders.length,
      applicant: { firstName: 'Alex', lastName: 'Nguyen', testDrive: drive },
    });
    // A pre-approval refused (not the caller's application) queues nothing.
    const other = await saveApplicant(t, auBorrower('Smith'), { partnerId: 'crm-partner' });
    expect((await preApprove(t, other, { applicationId: who.applicationId })).statusCode).toBe(404);
    expect(await t.handle.db.select().from(deliveries).where(eq(deliveries.orderingKey, other.applicationId))).toEqual([]);
  });

  it('sends to the integrations the partner\'s flags turn on; one without configuration is recorded as skipped', async () => {
    await savePartnerWithCrm(t, 'flagged-partner', receiver.url, { sendToDealerSolutions: true, sendToFintelligence: true });
    const lead = await t.app.inject({
      method: 'POST', url: '/flow/v1/lead', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { partnerId: 'flagged-partner', lead: { firstName: 'Noah' } },
    });
    expect(lead.statusCode).toBe(201);
    const [skipped] = await rowsOf(t.handle.db, 'fintelligence');
    expect(skipped).toMatchObject({ status: 'SKIPPED', lastError: 'FINTELLIGENCE_WEBHOOK_URL is not configured', eventType: 'lead.created' });
    await deliverAll(t.handle.db, testWorker(t, now), advance);
    expect(integrations.accepted.map((r) => [r.eventType, r.signatureValid])).toEqual([['lead.created', true]]);
    expect((await rowsOf(t.handle.db, 'dealer-solutions'))[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('marks an event failed once its retries have run for 24 hours, and shows it and its log to the operator', async () => {
    const db = t.handle.db;
    const worker = testWorker(t, now);
    receiver.state.down = true;
    const applicationId = randomUUID();
    await queueForCrm(db, 'crm-partner', receiver.url, applicationId, 'application.submitted', clock.now, 1);
    await worker.runOnce();
    advance(24 * 3_600_000);
    await worker.runOnce();
    receiver.state.down = false;

    const headers = { 'x-kerb-admin-key': ADMIN_KEY };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?status=FAILED' })).statusCode).toBe(401);
    const failed = await t.app.inject({ method: 'GET', url: `/api/admin/deliveries?status=FAILED&applicationId=${applicationId}`, headers });
    expect(failed.statusCode).toBe(200);
    const [row] = failed.json().deliveries;
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, receiver: 'partner-crm:crm-partner', lastError: 'receiver answered 503' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/deliveries/${row.id}`, headers });
    expect(detail.json().log.map((a: { outcome: string; statusCode: number }) => [a.outcome, a.statusCode])).toEqual([['RETRY', 503], ['FAILED', 503]]);
    expect(detail.json().event).toMatchObject({ type: 'application.submitted', data: { applicationId } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?status=LOST', headers })).json()).toMatchObject({ status: 400, field: 'status' });

    // Once the receiver is fixed, the operator sends it again: delivered once, under the same key.
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${row.id}/retry`, headers });
    expect(retried.json()).toMatchObject({ status: 'PENDING' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${row.id}/retry`, headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/deliveries/999999/retry', headers })).statusCode).toBe(404);
    clock.now = new Date();
    receiver.accepted.length = 0;
    await deliverAll(t.handle.db, worker, advance);
    expect(receiver.accepted.map((r) => r.key)).toEqual([row.idempotencyKey]);
  });

  it('never shows the CRM webhook to the widget, and refuses a plain-http URL off this machine', async () => {
    const config = await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'crm-partner' } });
    expect(config.statusCode).toBe(200);
    expect(config.body).not.toContain(SECRET);
    expect(config.json().crmWebhook).toBeUndefined();
    const bad = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/crm-partner', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      payload: { crmWebhook: { url: 'http://crm.example.com/hook', secret: SECRET } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('crmWebhook');
  });
});
