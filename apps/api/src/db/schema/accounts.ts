import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A borrower's login identity. Mobile and e-mail are each unique when present.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobile: text('mobile').unique(),
  email: text('email').unique(),
  firstName: text('first_name').notNull(),
  country: text('country').notNull().default('AU'),
  partnerId: text('partner_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// One-time codes: only a hash is stored; each expires and allows a limited number of wrong tries.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(), // MOBILE | EMAIL
    target: text('target').notNull(), // normalised mobile or lower-cased e-mail
    purpose: text('purpose').notNull(), // REGISTER | LOGIN
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.createdAt)],
);

// spec 1 §9: code-request throttle per target, enforced by the server too.
export const verificationThrottles = pgTable('verification_throttles', {
  target: text('target').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  requestCount: integer('request_count').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

// Session tokens: random, only the SHA-256 hash is stored; logout revokes.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Short login links (/l/{code}): one-time, expiring; the credential part is stored hashed.
export const loginLinks = pgTable('login_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  credentialHash: text('credential_hash').notNull().unique(),
  pushLocation: text('push_location'),
  name: text('name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
