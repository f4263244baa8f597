import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './borrowers';
import { users } from './accounts';

// Issue 3 "Lender panel (data, in the database)": lenders and their products. Identity, name and state are
// columns; the rest (kind, countries, eligibility rules, rates, limits) is the JSON document that
// @kerb/domain's Lender and LenderProduct schemas validate. Retiring is soft (retired_at), so quotes and
// pre-approvals already given keep naming a lender that still exists.
export const lenders = pgTable('lenders', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isSample: boolean('is_sample').notNull().default(false),
  data: jsonb('data').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  // docs/decisions/045: where a submitted application goes: an e-mail address, or an HTTPS webhook with
  // the shared secret its requests are signed with. Sample lenders have a fictional address (the outbox).
  submissionChannel: text('submission_channel').notNull().default('EMAIL'), // EMAIL | WEBHOOK
  submissionEmail: text('submission_email'),
  submissionWebhookUrl: text('submission_webhook_url'),
  submissionWebhookSecret: text('submission_webhook_secret'),
  // Issue 35 §5: a replaced secret, still valid (and signed with) until the time beside it.
  submissionWebhookPreviousSecret: text('submission_webhook_previous_secret'),
  submissionWebhookPreviousSecretUntil: timestamp('submission_webhook_previous_secret_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lenderProducts = pgTable(
  'lender_products',
  {
    id: text('id').primaryKey(),
    lenderId: text('lender_id').notNull().references(() => lenders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lender_products_lender_idx').on(t.lenderId)],
);

// docs/decisions/005-lender-panel-cache.md: one row whose version a trigger raises on any change to the
// panel tables, so every API instance can tell cheaply whether its in-memory panel is stale.
export const lenderPanelVersion = pgTable('lender_panel_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

// spec 1 §7 POST /api/meLenderBias/action: "applicationId, action (customerSelectLender, preapproved),
// lenders (list of lender ids)".
export const lenderBiasActions = pgTable(
  'lender_bias_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    lenders: jsonb('lenders').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lender_bias_actions_application_idx').on(t.applicationId)],
);
