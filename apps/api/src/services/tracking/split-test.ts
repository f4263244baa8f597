import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trackingEvents } from '../../db/schema/index';

/** One flow of a partner's visitors: how many tracked sessions it had, and how far they got. */
export interface FlowReport {
  userFlow: string;
  sessions: number;
  /** Sessions whose full event once carried "Pre Approved" or "Submitted" (spec 1 §4 "Tracking status label"). */
  preApproved: number;
  submitted: number;
}

/**
 * spec 1 §2 rule 3's split test, compared (docs/decisions/054): the partner's tracked sessions by the user flow
 * each recorded, most sessions first. Events before the flow was recorded are left out.
 */
export async function flowReport(db: Database, partnerId: string): Promise<FlowReport[]> {
  const status = sql`${trackingEvents.event}->>'status'`;
  const rows = await db
    .select({
      userFlow: trackingEvents.userFlow,
      sessions: sql<number>`count(distinct ${trackingEvents.sessionId})::int`,
      preApproved: sql<number>`count(distinct ${trackingEvents.sessionId}) filter (where ${status} in ('Pre Approved', 'Submitted'))::int`,
      submitted: sql<number>`count(distinct ${trackingEvents.sessionId}) filter (where ${status} = 'Submitted')::int`,
    })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.partnerId, partnerId), isNotNull(trackingEvents.userFlow)))
    .groupBy(trackingEvents.userFlow);
  return rows
    .map((r) => ({ userFlow: r.userFlow!, sessions: Number(r.sessions), preApproved: Number(r.preApproved), submitted: Number(r.submitted) }))
    .sort((a, b) => b.sessions - a.sessions || a.userFlow.localeCompare(b.userFlow));
}
