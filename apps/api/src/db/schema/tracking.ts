import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// spec 1 §3 "Tracking event"; kind is 'tracking2' (every interaction) or 'tracking' (visible-on-screen).
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    sessionId: text('session_id').notNull(),
    partnerId: text('partner_id').notNull(),
    userId: text('user_id'),
    storeId: text('store_id'),
    brandId: text('brand_id'),
    organisationId: text('organisation_id'),
    interaction: jsonb('interaction').notNull(),
    event: jsonb('event'),
    userAgent: text('user_agent'),
    // The visitor's user flow (docs/decisions/054: the split test's choice).
    userFlow: text('user_flow'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The funnel (issue 36 §3) reads a date range: one partner's, or every partner's for the operator.
  (t) => [
    index('tracking_session_idx').on(t.sessionId),
    index('tracking_partner_flow_idx').on(t.partnerId, t.userFlow),
    index('tracking_partner_created_idx').on(t.partnerId, t.createdAt),
    index('tracking_created_idx').on(t.createdAt),
    // A lead's timeline (issue 36 §2) finds its sessions by the application id the full event carries.
    index('tracking_application_idx').on(sql`(${t.event}->>'applicationId')`).where(sql`${t.kind} = 'tracking'`),
  ],
);
