import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// spec 1 §7 live document events (docs/decisions/043): each upload and delete is kept here, in the
// transaction that made it, so a stream reconnecting with Last-Event-ID is replayed what it missed. The id
// is the event's id; per borrower it commits in order, since every change takes the borrower's row lock
// before its event is written. Kept for a day, then pruned.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** One of the domain's LIVE_EVENT_NAMES. */
    name: text('name').notNull(),
    /** The message as the contract has it (DocumentUploadEvent or DocumentDeleteEvent). */
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
