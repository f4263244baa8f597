import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// docs/decisions/045: durable delivery to lenders and partners. A row is written in the same transaction as
// the change that causes it (submit, pre-approval, a partner's lead), then the delivery worker sends it, with
// retries, in order per receiver and ordering key (the application). Each attempt is logged below.
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One event (e.g. one submit) sent to several receivers shares its event id. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(), // lead.created | application.preapproved | application.submitted
    /** Sent as the Idempotency-Key header; unique, so an event is never queued twice for a receiver. */
    idempotencyKey: text('idempotency_key').notNull(),
    receiver: text('receiver').notNull(), // lender:{id} | partner-crm:{id} | partner-lead-email:{id} | dealer-solutions | …
    channel: text('channel').notNull(), // WEBHOOK | EMAIL
    /** The URL or e-mail address; null when the receiver is not configured (status SKIPPED). */
    destination: text('destination'),
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'), // PENDING | DELIVERED | FAILED | SKIPPED
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deliveries_idempotency_key_idx').on(t.idempotencyKey),
    index('deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('deliveries_order_idx').on(t.receiver, t.orderingKey, t.id).where(sql`${t.status} = 'PENDING'`),
    index('deliveries_created_idx').on(t.createdAt),
  ],
);

// The delivery log: every attempt, with what the receiver answered and how long it took.
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull().references(() => deliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(), // DELIVERED | RETRY | FAILED
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
