import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './borrowers';

// docs/decisions/064: a borrower's referral to the bank-statements provider for one application. The id
// travels in the provider's link and comes back in its callback; the latest row is the application's result.
export const bankStatementReferrals = pgTable(
  'bank_statement_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** 3, 6 or 12: what the chosen lender needed when the link was made. */
    months: integer('months').notNull(),
    /** The referrer code the link carried (the partner's, else Kerb's). */
    code: text('code').notNull(),
    /** "sample" (Kerb's own provider page) or "http" (the configured provider). */
    provider: text('provider').notNull(),
    /** REQUESTED, RECEIVED or NOT_RECEIVED (contracts/bank-statements). */
    status: text('status').notNull(),
    institution: text('institution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('bank_statement_referrals_application_idx').on(t.applicationId, t.createdAt)],
);
