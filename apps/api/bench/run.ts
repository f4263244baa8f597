import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { seedSampleData } from '../src/seed/index';
import { quoteBody, variedQuoteBodies } from './quote-requests';

// Throughput of Kerb's endpoints against a bare JSON endpoint on the same server, in one run. Each target
// gets BENCH_SECONDS in all (default 5), taken in turns of BENCH_ROUND_SECONDS (default 1) after a warm-up
// turn that is not counted, so a spell of load from elsewhere on the machine falls on every target alike
// and the ratios hold however noisy the machine is. `npm run bench`.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const rounds = Math.max(1, Math.round(seconds / roundSeconds));

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bodies sent in turn instead of one body (each request a different one). */
  bodies?: unknown[];
  /** Counted in the goal lines at the end (issue 3: quotes at least half of bare). */
  goal?: boolean;
}

const targets: Target[] = [
  { name: 'bare', method: 'GET', path: '/api/bare' },
  { name: 'partner config', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' } },
  // Issue 3 "Quotes": a realistic quick-calculator request for the demo partner, answered by every
  // eligible lender of the sample panel (40+ offers) from memory. The same request repeated (the widget
  // asks again on every screen that lists lenders; docs/decisions/005 explains the remembered answers),
  // then every request a different loan, so each answer is computed and serialised afresh.
  { name: 'quotes, repeated', method: 'POST', path: '/api/lenders/quotes', body: quoteBody(38_990), goal: true },
  { name: 'quotes, each new', method: 'POST', path: '/api/lenders/quotes', bodies: variedQuoteBodies(5_000), goal: true },
];

const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CODE_PEPPER: 'bench-only-pepper-not-a-secret' });
const app = await buildApp({ env, db: handle.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

interface Tally { requests: number; seconds: number; p50: number[]; p99: number[]; non2xx: number }
const tallies = targets.map((): Tally => ({ requests: 0, seconds: 0, p50: [], p99: [], non2xx: 0 }));
const bodies = targets.map((t) => t.bodies?.map((b) => JSON.stringify(b)));
let next = 0;

function fire(target: Target, index: number, duration: number) {
  const sent = bodies[index];
  return autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections: 20,
    duration,
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: sent ? [{ setupRequest: (req) => ({ ...req, body: sent[next++ % sent.length] }) }] : undefined,
  });
}

for (const [i, target] of targets.entries()) await fire(target, i, Math.min(roundSeconds, 1)); // warm-up
for (let round = 0; round < rounds; round += 1) {
  for (const [i, target] of targets.entries()) {
    const result = await fire(target, i, roundSeconds);
    const tally = tallies[i]!;
    tally.requests += result.requests.total;
    tally.seconds += result.duration;
    tally.p50.push(result.latency.p50);
    tally.p99.push(result.latency.p99);
    tally.non2xx += result.non2xx;
  }
}
await app.close();
await handle.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rps = tallies.map((t) => t.requests / t.seconds);
const bare = rps[0]!;
console.log(`${rounds} turns of ${roundSeconds} s per target; p50 and p99 are the median over the turns`);
for (const [i, target] of targets.entries()) {
  const t = tallies[i]!;
  console.log(
    `${target.name.padEnd(18)} ${rps[i]!.toFixed(0).padStart(7)} req/s  p50 ${median(t.p50)} ms  p99 ${median(t.p99)} ms  ` +
      `ratio to bare ${(rps[i]! / bare).toFixed(2)}${t.non2xx ? `  non-2xx ${t.non2xx}` : ''}`,
  );
}
for (const [i, target] of targets.entries()) {
  if (!target.goal) continue;
  const ratio = rps[i]! / bare;
  console.log(`goal (issue 3): ${target.name} at least 0.5 x bare: ${ratio.toFixed(3)} ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
}
