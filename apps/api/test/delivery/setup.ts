import { eq } from 'drizzle-orm';
import { databaseDocumentStorage } from '../../src/adapters/document-storage/database';
import type { Database } from '../../src/db/client';
import { deliveries } from '../../src/db/schema/index';
import { withoutApplicationPack } from '../../src/services/delivery/pack';
import { queueEvent } from '../../src/services/delivery/queue';
import { partnerCrmReceiver, type Receiver } from '../../src/services/delivery/receivers';
import { DeliveryWorker } from '../../src/services/delivery/worker';
import type { TestApp } from '../helpers/app';

export const ADMIN_KEY = 'admin-key-for-delivery-tests';
export const SECRET = 'whsec-delivery-test-0123456789';

/** The app's env for these tests: no worker polling on its own (the test drives it), short backoff. */
export const DELIVERY_TEST_ENV = {
  ADMIN_KEY, DELIVERY_POLL_MS: '0', DELIVERY_BACKOFF_BASE_MS: '1000', DELIVERY_BACKOFF_MAX_MS: '60000',
};

/** A clock the test moves, shared by the worker and the fake receiver's signature check. */
export const testClock = () => {
  const clock = { now: new Date() };
  return { clock, now: () => clock.now, advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
};

export function testWorker(t: TestApp, now: () => Date, db: Database = t.handle.db): DeliveryWorker {
  return new DeliveryWorker({
    db, env: t.env, messages: t.app.messages, storage: databaseDocumentStorage(db), pack: withoutApplicationPack,
    log: t.app.log, now, random: () => 0.5,
  });
}

/** Saves a partner with its CRM webhook through the admin API. */
export async function savePartnerWithCrm(t: TestApp, id: string, url: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'PUT', url: `/api/admin/partners/${id}`, headers: { 'x-kerb-admin-key': ADMIN_KEY },
    payload: { partnerId: id, crmWebhook: { url, secret: SECRET }, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`partner not saved: ${res.body}`);
}

/** Queues one event of an application for the partner's CRM webhook, as the app's flows do. */
export async function queueForCrm(db: Database, partnerId: string, url: string, applicationId: string, type: 'application.preapproved' | 'application.submitted', now: Date, n: number) {
  const receiver: Receiver = { name: partnerCrmReceiver(partnerId), channel: 'WEBHOOK', destination: url };
  await db.transaction((tx) => queueEvent(tx, { type, orderingKey: applicationId, partnerId, data: { applicationId, n }, now }, [{ receiver }]));
}

export const rowsOf = (db: Database, receiver: string) =>
  db.select().from(deliveries).where(eq(deliveries.receiver, receiver)).orderBy(deliveries.id);

/** Runs worker passes, moving the clock past every backoff, until nothing is pending (or `max` passes). */
export async function deliverAll(db: Database, worker: DeliveryWorker, advance: (ms: number) => void, max = 60) {
  for (let pass = 0; pass < max; pass += 1) {
    await worker.runOnce();
    const pending = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.status, 'PENDING'));
    if (pending.length === 0) return pass + 1;
    advance(60_000);
  }
  throw new Error('deliveries still pending');
}

/** Each application's `n`s in the order the receiver accepted them. */
export function orderPerApplication(accepted: { json: { data: Record<string, unknown> } }[]) {
  const order = new Map<string, number[]>();
  for (const { json } of accepted) {
    const app = String(json.data.applicationId);
    order.set(app, [...(order.get(app) ?? []), Number(json.data.n)]);
  }
  return order;
}
