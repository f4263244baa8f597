import { rotateWebhookSecret, type SubmissionChannelRequest, type Webhook } from '@kerb/domain/delivery/webhook';
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

/** The lender's webhook as stored, for rotation and signing (null when its channel is not a webhook). */
export function lenderWebhook(row: typeof lenders.$inferSelect): Webhook | null {
  if (row.submissionChannel !== 'WEBHOOK' || !row.submissionWebhookUrl || !row.submissionWebhookSecret) return null;
  return {
    url: row.submissionWebhookUrl,
    secret: row.submissionWebhookSecret,
    ...(row.submissionWebhookPreviousSecret && row.submissionWebhookPreviousSecretUntil
      ? { previousSecret: row.submissionWebhookPreviousSecret, previousSecretUntil: row.submissionWebhookPreviousSecretUntil.toISOString() }
      : {}),
  };
}

/**
 * Replaces a lender's submission channel. Deliveries still queued go there too (each attempt reads the
 * channel), and a replaced webhook secret stays valid for a day (rotateWebhookSecret).
 */
export async function setSubmissionChannel(db: Database, lenderId: string, input: SubmissionChannelRequest, now = new Date()) {
  const [stored] = await db.select().from(lenders).where(eq(lenders.id, lenderId));
  if (!stored) throw lenderNotFound();
  const webhook = input.channel === 'WEBHOOK'
    ? rotateWebhookSecret(lenderWebhook(stored) ?? undefined, { url: input.url, secret: input.secret }, now)!
    : null;
  const [row] = await db
    .update(lenders)
    .set(webhook
      ? {
        submissionChannel: 'WEBHOOK', submissionEmail: null, submissionWebhookUrl: webhook.url, submissionWebhookSecret: webhook.secret,
        submissionWebhookPreviousSecret: webhook.previousSecret ?? null,
        submissionWebhookPreviousSecretUntil: webhook.previousSecretUntil ? new Date(webhook.previousSecretUntil) : null,
      }
      : {
        submissionChannel: 'EMAIL', submissionEmail: input.channel === 'EMAIL' ? input.email : null, submissionWebhookUrl: null,
        submissionWebhookSecret: null, submissionWebhookPreviousSecret: null, submissionWebhookPreviousSecretUntil: null,
      })
    .where(eq(lenders.id, lenderId))
    .returning();
  if (!row) throw lenderNotFound();
  return channelOf(row);
}
