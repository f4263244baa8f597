import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sealedDocument } from './sealed-document';

// spec 1 §3 "Borrower": one per user, stored as a validated JSON document with a version for
// optimistic checks; the current application points at the applications table.
export const borrowers = pgTable('borrowers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  partnerId: text('partner_id'),
  country: text('country').notNull().default('AU'),
  data: sealedDocument('data').notNull(),
  version: integer('version').notNull().default(1),
  currentApplicationId: uuid('current_application_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// spec 1 §3 "application": id, isPreApproved, isSubmitted, isDeclined, progressPercent, partnerOverwriteId.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    borrowerId: uuid('borrower_id').notNull().references(() => borrowers.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id'),
    initialJourney: text('initial_journey').notNull().default('FINANCE'),
    isPreApproved: boolean('is_pre_approved').notNull().default(false),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    isDeclined: boolean('is_declined').notNull().default(false),
    progressPercent: integer('progress_percent').notNull().default(0),
    partnerOverwriteId: text('partner_overwrite_id'),
    brokerPhoneNumber: text('broker_phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The borrower's document as submitted (docs/decisions/049); null until the submit. */
    submittedData: sealedDocument('submitted_data'),
  },
  // The console's inbox lists a partner's applications newest first (issue 36 §1).
  (t) => [index('applications_borrower_idx').on(t.borrowerId), index('applications_partner_created_idx').on(t.partnerId, t.createdAt)],
);

// GET /flow/v1/lead/{token}: leads handed over by partners' systems, read once by token hash.
export const leads = pgTable('leads', {
  tokenHash: text('token_hash').primaryKey(),
  partnerId: text('partner_id'),
  lead: jsonb('lead').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
