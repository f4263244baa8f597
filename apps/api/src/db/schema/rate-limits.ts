import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Issue 35 §4 "Limits shared by every instance": each rate limit's count for one caller and route, in the
// database every instance uses (plugins/rate-limit-store.ts). A row's window ends at window_ends_at; the
// next request after that starts a new one.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);
