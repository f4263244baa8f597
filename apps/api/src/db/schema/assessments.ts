import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './borrowers';

// Issue 36 §9 (docs/decisions/075): the preliminary assessment made at each pre-approval, as it was made: the
// serviceability inputs and result, and when. Evidence kept at least 7 years after the application ends, so
// rows are only ever added (a trigger refuses changes and deletions) and an application with one cannot be
// deleted (no cascade).
export const preliminaryAssessments = pgTable(
  'preliminary_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull().references(() => applications.id),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
    inputs: jsonb('inputs').notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [index('preliminary_assessments_application_idx').on(t.applicationId, t.assessedAt)],
);
