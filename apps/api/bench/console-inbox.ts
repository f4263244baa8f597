import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addLoadLeads, loadPartnerIds, removeLoadLeads } from './load-data';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { addConsoleUser } from '../src/services/console/users';
import { listLeads } from '../src/services/console/leads';
import type { PartnerScope } from '../src/services/console/scope';

// `npm run bench:console` (issue 36 "Built for a busy operator"): 50,000 leads of 50 partners over a year,
// then the inbox's first page as a partner's people and the operator see it, searched and filtered. Goal:
// under 200 ms of server time each. On PostgreSQL with BENCH_DATABASE_URL (its leads are removed after),
// else in embedded PGlite. The funnel over a million tracking events has its own (npm run bench:funnel).
// Options: LEADS (default 50,000), RUNS (default 5; the median is reported).

const LEADS = Number(process.env.LEADS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 5);
const PARTNERS = 50;
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await applyMigrations(handle);
const { db } = handle;

const started = performance.now();
await addLoadLeads(db, LEADS, loadPartnerIds(PARTNERS));
console.log(`filled ${LEADS.toLocaleString('en-AU')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (${url ? 'PostgreSQL' : 'PGlite'})`);

const reader = await addConsoleUser(db, { email: 'bench-reader@example.com', role: 'operator' });
const partner: PartnerScope = ['partner-7'];
const cases: Array<[string, PartnerScope, Parameters<typeof listLeads>[3]]> = [
  ['a partner\'s first page', partner, {}],
  ['a partner\'s submitted leads', partner, { stage: 'SUBMITTED' }],
  ['a partner\'s search by name', partner, { search: 'Jack' }],
  ['the operator\'s first page (every partner)', 'all', {}],
  ['the operator\'s search by e-mail', 'all', { search: 'b4242@' }],
];
let met = true;
for (const [name, scope, query] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    total = (await listLeads(db, scope, reader.id, query)).total;
    times.push(performance.now() - t0);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  met &&= median < 200;
  console.log(`${name.padEnd(44)} ${String(total).padStart(6)} leads  median ${median.toFixed(0).padStart(5)} ms`);
}
console.log(`goal: the inbox's first page under 200 ms: ${met ? 'met' : 'NOT met'}`);
// The leads made here go again (a shared database keeps only what it had).
await removeLoadLeads(db);
await db.execute(sql`delete from console_users where email = 'bench-reader@example.com'`);
await handle.close();
process.exitCode = met ? 0 : 1;
