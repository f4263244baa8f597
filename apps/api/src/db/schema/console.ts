import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
