import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, lenders } from '../../src/db/schema/index';
import { DELIVERY_HEADERS, verifySignature } from '../../src/services/delivery/signature';
import { buildTestApp, type TestApp } from '../helpers/app';
import { startFakeReceiver } from './fake-receiver';
import { ADMIN_KEY, DELIVERY_TEST_ENV, deliverAll, queueForCrm, rowsOf, savePartnerWithCrm, SECRET, testClock, testWorker } from './setup';

// Issue 35 §5 "Deliveries follow their receiver" (docs/decisions/068): each attempt reads the receiver's current
// address and secret; a rotated secret stays valid for 24 hours and signs beside the new one; requests are also
// signed the Standard Webhooks way.
const NEW_SECRET = 'whsec-rotated-secret-9876543210';
const header = (headers: Record<string, unknown>, name: string) => String(headers[name] ?? '');

describe('deliveries follow their receiver', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startFakeReceiver>>;
  const { clock, now, advance } = testClock();

  beforeAll(async () => {
    receiver = await startFakeReceiver(SECRET, { now });
    t = await buildTestApp({ env: DELIVERY_TEST_ENV });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('a delivery queued to a dead URL reaches the corrected URL after the partner\'s change, once', async () => {
    const dead = 'http://127.0.0.1:9/kerb-events';
    await savePartnerWithCrm(t, 'moving-partner', dead);
    const applicationId = randomUUID();
    await queueForCrm(t.handle.db, 'moving-partner', dead, applicationId, 'application.submitted', clock.now, 1);
    const worker = testWorker(t, now);
    await worker.runOnce();
    const [failed] = await rowsOf(t.handle.db, 'partner-crm:moving-partner');
    expect(failed).toMatchObject({ status: 'PENDING', destination: dead });
    expect(failed!.lastError).toMatch(/unreachable/);

    // The partner corrects its CRM address; the queued delivery goes there on its next attempt.
    await savePartnerWithCrm(t, 'moving-partner', receiver.url);
    advance(60_000);
    await deliverAll(t.handle.db, worker, advance);
    const arrived = receiver.accepted.filter((r) => r.json.data.applicationId === applicationId);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.signatureValid).toBe(true);
    const [row] = await rowsOf(t.handle.db, 'partner-crm:moving-partner');
    expect(row).toMatchObject({ status: 'DELIVERED', destination: receiver.url, attempts: 2 });
  });

  it('a rotated secret signs beside the new one for 24 hours, then only the new one does', async () => {
    await savePartnerWithCrm(t, 'rotating-partner', receiver.url);
    const rotated = await t.app.inject({
      method: 'PUT', url: '/api/admin/partners/rotating-partner', headers: { 'x-kerb-admin-key': ADMIN_KEY },
      // A caller cannot extend an old secret's life by sending its own.
      payload: { partnerId: 'rotating-partner', crmWebhook: { url: receiver.url, secret: NEW_SECRET, previousSecret: 'whsec-attacker-0123456789', previousSecretUntil: '2099-01-01T00:00:00Z' } },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().crmWebhook).toMatchObject({ secret: NEW_SECRET, previousSecret: SECRET });
    expect(Date.parse(rotated.json().crmWebhook.previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const worker = testWorker(t, now);
    const deliver = async (n: number) => {
      const applicationId = randomUUID();
      await queueForCrm(t.handle.db, 'rotating-partner', receiver.url, applicationId, 'application.submitted', clock.now, n);
      await deliverAll(t.handle.db, worker, advance);
      return receiver.accepted.find((r) => r.json.data.applicationId === applicationId)!;
    };
    const signedWith = (event: Awaited<ReturnType<typeof deliver>>, secret: string) => verifySignature(secret, {
      timestamp: header(event.headers, DELIVERY_HEADERS.timestamp), signature: header(event.headers, DELIVERY_HEADERS.signature),
    }, event.body, { now: now() });

    const during = await deliver(1);
    expect(signedWith(during, NEW_SECRET)).toBe(true);
    expect(signedWith(during, SECRET)).toBe(true);
    expect(header(during.headers, DELIVERY_HEADERS.webhookSignature).split(' ')).toHaveLength(2);

    advance(25 * 3_600_000);
    const after = await deliver(2);
    expect(signedWith(after, NEW_SECRET)).toBe(true);
    expect(signedWith(after, SECRET)).toBe(false);
    expect(header(after.headers, DELIVERY_HEADERS.webhookSignature).split(' ')).toHaveLength(1);
  });

  it('a lender\'s replaced webhook secret is kept for its overlap too', async () => {
    const admin = { 'x-kerb-admin-key': ADMIN_KEY };
    const [lender] = await t.handle.db.select({ id: lenders.id }).from(lenders).limit(1);
    const put = (secret: string) => t.app.inject({
      method: 'PUT', url: `/api/admin/lenders/${lender!.id}/channel`, headers: admin, payload: { channel: 'WEBHOOK', url: receiver.url, secret },
    });
    expect((await put(SECRET)).statusCode).toBe(200);
    expect((await put(NEW_SECRET)).json()).toMatchObject({ channel: 'WEBHOOK', hasWebhookSecret: true });
    const [row] = await t.handle.db.select().from(lenders).where(eq(lenders.id, lender!.id));
    expect(row).toMatchObject({ submissionWebhookSecret: NEW_SECRET, submissionWebhookPreviousSecret: SECRET });
    expect(row!.submissionWebhookPreviousSecretUntil!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('signs the Standard Webhooks way, so a receiver verifies with an off-the-shelf library', async () => {
    const fresh = testClock();
    const standardSecret = `whsec_${randomBytes(24).toString('base64')}`;
    const standard = await startFakeReceiver(standardSecret, { now: fresh.now });
    try {
      for (const [id, secret, libraryKey] of [
        ['standard-partner', standardSecret, standardSecret],
        // A secret of Kerb's own form: the library takes it as `whsec_` + its base64.
        ['plain-partner', SECRET, `whsec_${Buffer.from(SECRET).toString('base64')}`],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT', url: `/api/admin/partners/${id}`, headers: { 'x-kerb-admin-key': ADMIN_KEY },
          payload: { partnerId: id, crmWebhook: { url: standard.url, secret } },
        });
        expect(res.statusCode).toBe(200);
        const applicationId = randomUUID();
        await queueForCrm(t.handle.db, id, standard.url, applicationId, 'application.submitted', fresh.clock.now, 1);
        await deliverAll(t.handle.db, testWorker(t, fresh.now), fresh.advance);
        const event = standard.accepted.find((r) => r.json.data.applicationId === applicationId)!;
        const headers = Object.fromEntries(Object.entries(event.headers).map(([k, v]) => [k, String(v)]));
        expect(header(headers, 'webhook-id')).toBe(event.key);
        expect(new StandardWebhook(libraryKey).verify(event.body, headers)).toMatchObject({ data: { applicationId } });
        expect(() => new StandardWebhook(`whsec_${randomBytes(24).toString('base64')}`).verify(event.body, headers)).toThrow();
        const [row] = await t.handle.db.select().from(deliveries).where(eq(deliveries.receiver, `partner-crm:${id}`));
        expect(row!.status).toBe('DELIVERED');
      }
    } finally {
      await standard.close();
    }
  });
});
