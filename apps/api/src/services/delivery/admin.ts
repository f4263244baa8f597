import type { SubmissionChannelRequest } from '@kerb/domain/delivery/webhook';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveries, deliveryAttempts, lenders } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';

// The operator's view of deliveries (docs/decisions/045): what is queued, sent, skipped or failed, and the
// log of every attempt. Payloads (personal data) are not listed; a single delivery shows its event.

import type { DeliveryStatus } from '@kerb/domain/contracts/deliveries';
export { DELIVERY_STATUSES, type DeliveryStatus } from '@kerb/domain/contracts/deliveries';

const summary = {
  id: deliveries.id, eventId: deliveries.eventId, eventType: deliveries.eventType, idempotencyKey: deliveries.idempotencyKey,
  receiver: deliveries.receiver, channel: deliveries.channel, destination: deliveries.destination,
  orderingKey: deliveries.orderingKey, status: deliveries.status, attempts: deliveries.attempts,
  nextAttemptAt: deliveries.nextAttemptAt, lastError: deliveries.lastError, createdAt: deliveries.createdAt,
  finishedAt: deliveries.finishedAt,
};

export async function listDeliveries(
  db: Database, { status, orderingKey, limit }: { status?: DeliveryStatus; orderingKey?: string; limit: number },
) {
  const where: SQL[] = [];
  if (status) where.push(eq(deliveries.status, status));
  if (orderingKey) where.push(eq(deliveries.orderingKey, orderingKey));
  return db.select(summary).from(deliveries).where(and(...where)).orderBy(desc(deliveries.id)).limit(limit);
}

export async function getDelivery(db: Database, id: number) {
  const [row] = await db.select({ ...summary, event: deliveries.payload }).from(deliveries).where(eq(deliveries.id, id));
  if (!row) throw new HttpError(404, 'Delivery not found', 'id', 'no delivery with this id');
  const log = await db
    .select({
      attempt: deliveryAttempts.attempt, attemptedAt: deliveryAttempts.attemptedAt, outcome: deliveryAttempts.outcome,
      statusCode: deliveryAttempts.statusCode, durationMs: deliveryAttempts.durationMs, error: deliveryAttempts.error,
    })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.deliveryId, id))
    .orderBy(asc(deliveryAttempts.attempt), asc(deliveryAttempts.id));
  const { event, ...delivery } = row;
  return { ...delivery, event: (event as { event: unknown }).event, log };
}

/**
 * The operator sends a failed delivery again (the receiver is fixed): it is queued anew, with a new retry
 * window from now, under the same idempotency key, and takes its place in its application's order again.
 */
export async function retryDelivery(db: Database, id: number, now = new Date()) {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'PENDING', nextAttemptAt: now, createdAt: now, finishedAt: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'FAILED')))
    .returning({ id: deliveries.id });
  if (!row) {
    await getDelivery(db, id); // 404 when there is none
    throw new HttpError(409, 'Only a failed delivery can be retried', 'status', 'not failed');
  }
  return getDelivery(db, id);
}

/** The channel as the operator reads it back: the secret is never shown, only whether one is set. */
const channelOf = (row: typeof lenders.$inferSelect) => ({
  lenderId: row.id,
  channel: row.submissionChannel,
  email: row.submissionEmail,
  webhookUrl: row.submissionWebhookUrl,
  hasWebhookSecret: Boolean(row.submissionWebhookSecret),
});

const lenderNotFound = () => new HttpError(404, 'Lender not found', 'id', 'no lender with this id');

export async function getSubmissionChannel(db: Database, lenderId: string) {
  const [row] = await db.select().from(lenders).where(eq(lenders.id, lenderId));
  if (!row) throw lenderNotFound();
  return channelOf(row);
}

/** Replaces a lender's submission channel; applications submitted later go there. */
export async function setSubmissionChannel(db: Database, lenderId: string, input: SubmissionChannelRequest) {
  const [row] = await db
    .update(lenders)
    .set(input.channel === 'EMAIL'
      ? { submissionChannel: 'EMAIL', submissionEmail: input.email, submissionWebhookUrl: null, submissionWebhookSecret: null }
      : { submissionChannel: 'WEBHOOK', submissionEmail: null, submissionWebhookUrl: input.url, submissionWebhookSecret: input.secret })
    .where(eq(lenders.id, lenderId))
    .returning();
  if (!row) throw lenderNotFound();
  return channelOf(row);
}
