import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// spec 1 §3 "Partner configuration": stored whole as JSON, validated by @kerb/domain's schema.
export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  config: jsonb('config').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// POST /api/partner/overwritePartnerId/email: a partner (dealer) e-mail resolves to an overwrite id.
export const partnerOverwrites = pgTable('partner_overwrites', {
  email: text('email').primaryKey(),
  partnerId: text('partner_id').notNull(),
  overwritePartnerId: text('overwrite_partner_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
