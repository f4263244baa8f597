import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './borrowers';

// Issue 36 "Who uses it" (docs/decisions/076): the console's own people, apart from borrowers. An operator
// has no partner; a partner admin or user belongs to one.
export const consoleUsers = pgTable('console_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role').notNull(), // operator | partner_admin | partner_user
  partnerId: text('partner_id'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Console sessions: random tokens, only their SHA-256 hash stored, in an HttpOnly cookie.
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('console_sessions_user_idx').on(t.userId)],
);

// Issue 36 §1 (docs/decisions/077): the stage moves a person (or a lender) makes on a lead; the stages the
// borrower's own progress gives are read from the application itself.
export const leadStageMoves = pgTable(
  'lead_stage_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull().references(() => applications.id),
    stage: text('stage').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    movedBy: uuid('moved_by').references(() => consoleUsers.id),
    // A lender's move: the time its signed status says (kerb-timestamp, the lender's clock), so that an
    // older status replayed later is known as older (docs/decisions/080).
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [index('lead_stage_moves_application_idx').on(t.applicationId, t.movedAt)],
);

// A lead is unread for a console user until they open it.
export const leadReads = pgTable(
  'lead_reads',
  {
    applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
);

// Issue 36 §2 (docs/decisions/077): a console user's notes on a lead, in its timeline with its stage moves.
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept with the application, as its stage moves are: what people did with a lead is part of its record.
    applicationId: uuid('application_id').notNull().references(() => applications.id),
    authorId: uuid('author_id').notNull().references(() => consoleUsers.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_notes_application_idx').on(t.applicationId, t.createdAt),
    check('lead_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

// Issue 36 §4 (docs/decisions/078): every configuration a partner has had published, so any can be restored. The
// primary key settles two publishes from the same version: the second one's number is taken (a 409).
export const partnerConfigVersions = pgTable(
  'partner_config_versions',
  {
    partnerId: text('partner_id').notNull(),
    version: integer('version').notNull(),
    config: jsonb('config').notNull(),
    publishedBy: uuid('published_by').references(() => consoleUsers.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.version] })],
);

// Issue 36 §8 (docs/decisions/078): who changed what and when, old value and new. Only ever added to: a
// trigger refuses an update or a delete (migration 0017).
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => consoleUsers.id),
    action: text('action').notNull(),
    partnerId: text('partner_id'),
    target: text('target').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_log_partner_idx').on(t.partnerId, t.at.desc()),
    index('audit_log_at_idx').on(t.at.desc()),
  ],
);
