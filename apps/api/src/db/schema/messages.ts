import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The message port's embedded default: every SMS and e-mail is written here; outside production it is
// readable at /api/dev/outbox. Real adapters also record what they sent (status) for support.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    channel: text('channel').notNull(), // SMS | EMAIL
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull().default('QUEUED'), // QUEUED | SENT | FAILED | DEMO (recorded, never sent)
    /** Attachments' names, types and sizes (the bytes go to the provider, never into this table). */
    attachments: jsonb('attachments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
