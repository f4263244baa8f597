import { SCREEN_IDS, type ScreenId } from '@kerb/domain/journey/ids';
import { funnelOf, type Funnel } from '@kerb/domain/tracking/funnel';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerCondition, type PartnerScope } from '../console/scope';
import { trackingEvents } from '../../db/schema/index';

// Issue 36 §3 "Funnel": screen-by-screen drop-off per partner, flow, store and date range, from the
// visible-on-screen tracking events (kind 'tracking', spec 1 §3), and the split test's flows side by side
// (docs/decisions/054). Counted in PostgreSQL: distinct sessions, never rows, so a screen seen twice in a
// session counts once.

export interface FunnelQuery {
  /** The partners counted: the caller's scope (services/console/scope). */
  partnerIds: PartnerScope;
  userFlow?: string;
  storeId?: string;
  /** From this moment (inclusive) to that one (exclusive). */
  from: Date;
  to: Date;
}

export interface FunnelReport {
  all: Funnel;
  /** One funnel a user flow, most sessions first; events recorded before flows were tracked are in `all` only. */
  flows: Array<{ userFlow: string; funnel: Funnel }>;
}

const t = trackingEvents;

function conditions(query: FunnelQuery): SQL {
  const parts: SQL[] = [
    sql`${t.kind} = 'tracking'`,
    sql`${t.createdAt} >= ${query.from.toISOString()}`,
    sql`${t.createdAt} < ${query.to.toISOString()}`,
    // Screens only: a modal opens over a screen, and has no place in the journey's order.
    sql`${t.interaction}->>'screen' in (${sql.join(SCREEN_IDS.map((id) => sql`${id}`), sql`, `)})`,
  ];
  parts.push(partnerCondition(sql`${t.partnerId}`, query.partnerIds));
  if (query.userFlow) parts.push(sql`${t.userFlow} = ${query.userFlow}`);
  if (query.storeId) parts.push(sql`${t.storeId} = ${query.storeId}`);
  return sql.join(parts, sql` and `);
}

interface Row extends Record<string, unknown> {
  screen: string | null;
  user_flow: string | null;
  by_screen: number;
  by_flow: number;
  sessions: number;
}

/** The funnel for the query: all sessions, and each user flow's. One query, grouped four ways. */
export async function funnelReport(db: Database, query: FunnelQuery): Promise<FunnelReport> {
  const screen = sql`${t.interaction}->>'screen'`;
  const result = await db.execute<Row>(sql`
    select ${screen} as screen, ${t.userFlow} as user_flow,
      grouping(${screen})::int as by_screen, grouping(${t.userFlow})::int as by_flow,
      count(distinct ${t.sessionId})::int as sessions
    from ${t}
    where ${conditions(query)}
    group by grouping sets ((), (${t.userFlow}), (${screen}), (${screen}, ${t.userFlow}))`);
  const rows = (result as unknown as { rows: Row[] }).rows;

  const totals = new Map<string | null, number>();
  const screens = new Map<string | null, Map<ScreenId, number>>();
  for (const row of rows) {
    // grouping() is 1 where the column was rolled up: `all` is the rows with the flow rolled up.
    const flow = row.by_flow === 1 ? null : (row.user_flow ?? undefined);
    if (flow === undefined) continue; // sessions without a recorded flow, counted in `all` only
    if (row.by_screen === 1) totals.set(flow, Number(row.sessions));
    else {
      const bucket = screens.get(flow) ?? new Map<ScreenId, number>();
      bucket.set(row.screen as ScreenId, Number(row.sessions));
      screens.set(flow, bucket);
    }
  }
  const funnel = (flow: string | null) => funnelOf(totals.get(flow) ?? 0, screens.get(flow) ?? new Map());
  const flows = [...totals.keys()]
    .filter((flow): flow is string => flow !== null)
    .map((userFlow) => ({ userFlow, funnel: funnel(userFlow) }))
    .sort((a, b) => b.funnel.sessions - a.funnel.sessions || a.userFlow.localeCompare(b.userFlow));
  return { all: funnel(null), flows };
}
