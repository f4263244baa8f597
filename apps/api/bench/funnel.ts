import { performance } from 'node:perf_hooks';
import { FUNNEL_SCREENS } from '@kerb/domain/tracking/funnel';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { trackingEvents } from '../src/db/schema/index';
import { funnelReport, type FunnelQuery } from '../src/services/funnel/funnel';

// `npm run bench:funnel` (issue 36 "Built for a busy operator"): a million tracking events, a
// year of 50 partners' visitors, then the funnel for a month, for one partner and for every partner (the
// operator's view). Goal: under 1 s each. On PostgreSQL with BENCH_DATABASE_URL (a database it may fill:
// its tracking events are replaced), else in embedded PGlite.
// Options: EVENTS (default 1,000,000), RUNS (default 5; the median is reported).

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const PARTNERS = 50;
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await applyMigrations(handle);

// Sessions of 1 to 25 screens; the server generates the rows, so filling takes seconds, not minutes.
const started = performance.now();
await handle.db.delete(trackingEvents);
const screens = sql.raw(`array[${FUNNEL_SCREENS.map((s) => `'${s}'`).join(',')}]`);
await handle.db.execute(sql`
  insert into tracking_events (kind, session_id, partner_id, store_id, user_flow, interaction, created_at)
  select 'tracking', 's' || (n / 12), 'partner-' || ((n / 12) % ${PARTNERS}),
    case when (n / 12) % 3 = 0 then 'store-1' end,
    case (n / 12) % 3 when 0 then 'FINANCE_FIRST' when 1 then 'VEHICLE_FIRST' end,
    jsonb_build_object('timestamp', 0, 'type', 'visible-on-screen', 'screen', (${screens})[1 + (n % 12) + ((n / 12) % 13)]),
    timestamptz '2026-01-01' + ((n / 12) % 365) * interval '1 day' + (n % 12) * interval '1 minute'
  from generate_series(0, ${EVENTS - 1}) as n`);
await handle.db.execute(sql`analyze tracking_events`);
console.log(`filled ${EVENTS.toLocaleString('en-AU')} events in ${((performance.now() - started) / 1000).toFixed(1)} s (${url ? 'PostgreSQL' : 'PGlite'})`);

const month = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') };
const cases: Array<[string, FunnelQuery]> = [
  ['one partner, a month', { partnerIds: ['partner-7'], ...month }],
  ['every partner, a month', { partnerIds: 'all', ...month }],
  ['one partner, one flow and store, a month', { partnerIds: ['partner-9'], userFlow: 'FINANCE_FIRST', storeId: 'store-1', ...month }],
];
let met = true;
for (const [name, query] of cases) {
  const times: number[] = [];
  let sessions = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    sessions = (await funnelReport(handle.db, query)).all.sessions;
    times.push(performance.now() - t0);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  met &&= median < 1_000;
  console.log(`${name.padEnd(42)} ${String(sessions).padStart(7)} sessions  median ${median.toFixed(0).padStart(5)} ms`);
}
console.log(`goal: the funnel for a month under 1 s: ${met ? 'met' : 'NOT met'}`);
await handle.close();
process.exitCode = met ? 0 : 1;
