import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { funnelReport, type FunnelQuery } from '../src/services/funnel/funnel';
import { fillTrackingEvents, loadPartnerIds, removeLoadTrackingEvents } from './load-data';

// `npm run bench:funnel` (issue 36 "Built for a busy operator"): a million tracking events, a
// year of 50 partners' visitors, then the funnel for a month, for one partner and for every partner (the
// operator's view). Goal: under 1 s each. On PostgreSQL with BENCH_DATABASE_URL (the events it adds are
// removed after), else in embedded PGlite.
// Options: EVENTS (default 1,000,000), RUNS (default 5; the median is reported).

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const PARTNERS = 50;
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await applyMigrations(handle);

// Sessions of 1 to 25 screens; the server generates the rows, so filling takes seconds, not minutes.
const started = performance.now();
await fillTrackingEvents(handle.db, EVENTS, loadPartnerIds(PARTNERS));
console.log(`filled ${EVENTS.toLocaleString('en-AU')} events in ${((performance.now() - started) / 1000).toFixed(1)} s (${url ? 'PostgreSQL' : 'PGlite'})`);

const month = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') };
const cases: Array<[string, FunnelQuery]> = [
  ['one partner, a month', { partnerIds: ['partner-7'], ...month }],
  ['every partner, a month', { partnerIds: 'all', ...month }],
  ['one partner, one flow and store, a month', { partnerIds: ['partner-8'], userFlow: 'NORMAL', storeId: 'store-1', ...month }],
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
await removeLoadTrackingEvents(handle.db);
await handle.close();
process.exitCode = met ? 0 : 1;
