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
  /** Each UTC day of the range, with the sessions that saw a screen that day (a session over midnight counts on both). */
  daily: Array<{ day: string; sessions: number }>;
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
  day: string | null;
  by_screen: number;
  by_flow: number;
  by_day: number;
  sessions: number;
}

const DAY_MS = 86_400_000;

/**
 * The funnel for the query: all sessions, each user flow's, and each day's sessions, from one scan of the
 * events grouped five ways.
 */
export async function funnelReport(db: Database, query: FunnelQuery): Promise<FunnelReport> {
  const screen = sql`${t.interaction}->>'screen'`;
  const day = sql`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const result = await db.execute<Row>(sql`
    select ${screen} as screen, ${t.userFlow} as user_flow, ${day} as day,
      grouping(${screen})::int as by_screen, grouping(${t.userFlow})::int as by_flow, grouping(${day})::int as by_day,
      count(distinct ${t.sessionId})::int as sessions
    from ${t}
    where ${conditions(query)}
    group by grouping sets ((), (${t.userFlow}), (${screen}), (${screen}, ${t.userFlow}), (${day}))`);
  const rows = (result as unknown as { rows: Row[] }).rows;

  const totals = new Map<string | null, number>();
  const screens = new Map<string | null, Map<ScreenId, number>>();
  const days = new Map<string, number>();
  for (const row of rows) {
    // grouping() is 0 for the columns a row is grouped by: a day's row, or `all` (the flow rolled up), or a flow's.
    if (row.by_day === 0) {
      days.set(row.day!, Number(row.sessions));
      continue;
    }
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
  // Every day of the range, the days without a session at zero, for the page's line chart.
  const daily: FunnelReport['daily'] = [];
  for (let at = query.from.getTime(); at < query.to.getTime(); at += DAY_MS) {
    const iso = new Date(at).toISOString().slice(0, 10);
    daily.push({ day: iso, sessions: days.get(iso) ?? 0 });
  }
  return { all: funnel(null), flows, daily };
}
