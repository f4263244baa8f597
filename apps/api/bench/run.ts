import { fork } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { quoteBody, variedQuoteBodies } from './quote-requests';

// Throughput of Kerb's endpoints against a bare JSON endpoint on the same server, in one run. Each target
// gets BENCH_SECONDS in all (default 5), taken in turns of BENCH_ROUND_SECONDS (default 1) after a warm-up
// turn that is not counted, so a spell of load from elsewhere on the machine falls on every target alike
// and the ratios hold however noisy the machine is. The server runs in a process of its own (bench/server.ts),
// as in production, and the load generator in this one; each turn also reads the server's own CPU time,
// so the CPU per request is the server's alone. `npm run bench`; BENCH_PROFILE=1 writes the server's CPU
// profile to bench/profiles/.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const rounds = Math.max(1, Math.round(seconds / roundSeconds));
// BENCH_ONLY=each runs bare and the targets whose name contains the word (for profiling one path).
const only = process.env.BENCH_ONLY;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bodies sent in turn instead of one body (each request a different one). */
  bodies?: unknown[];
  /** Counted in the goal lines at the end (issue 3: quotes at least half of bare). */
  goal?: boolean;
  /** A bare answer the size of a quote's to the same kind of request as this target: the most that target could reach. */
  ceilingFor?: string;
}

const allTargets: Target[] = [
  { name: 'bare', method: 'GET', path: '/api/bare' },
  { name: 'bare, quote-sized', method: 'GET', path: '/api/bench/quote-sized', ceilingFor: 'quotes, repeated' },
  { name: 'bare, loan in', method: 'POST', path: '/api/bench/quote-sized', bodies: variedQuoteBodies(5_000), ceilingFor: 'quotes, each new' },
  { name: 'partner config', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' } },
  // Issue 3 "Quotes": a realistic quick-calculator request for the demo partner, answered by every
  // eligible lender of the sample panel (40+ offers) from memory. The same request repeated (the widget
  // asks again on every screen that lists lenders; docs/decisions/005 explains the remembered answers),
  // then every request a different loan, so each answer is computed and serialised afresh.
  { name: 'quotes, repeated', method: 'POST', path: '/api/lenders/quotes', body: quoteBody(38_990), goal: true },
  { name: 'quotes, each new', method: 'POST', path: '/api/lenders/quotes', bodies: variedQuoteBodies(5_000), goal: true },
];
const targets = allTargets.filter((t, i) => i === 0 || !only || t.name.includes(only));

const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${new URL('./profiles', import.meta.url).pathname}`] : [];
const server = fork(new URL('./server.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx', ...profile] });
const [{ port }] = (await once(server, 'message')) as [{ port: number }];
async function serverCpuMicros(): Promise<number> {
  server.send('cpu');
  const [{ cpuMicros }] = (await once(server, 'message')) as [{ cpuMicros: number }];
  return cpuMicros;
}

interface Tally { requests: number; seconds: number; cpuMicros: number; p50: number[]; p99: number[]; non2xx: number }
const tallies = targets.map((): Tally => ({ requests: 0, seconds: 0, cpuMicros: 0, p50: [], p99: [], non2xx: 0 }));
const connections = 20;
const bodies = targets.map((t) => t.bodies?.map((b) => JSON.stringify(b)));

// A target with many bodies gives each connection its own share of them, built once, so every request is
// a loan no other connection is asking for at the same moment, and the load generator (in this process)
// spends no more per request than it does for a single body.
function fire(target: Target, index: number, duration: number) {
  const sent = bodies[index];
  const share = sent ? Math.min(50, Math.ceil(sent.length / connections)) : 0;
  let connection = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    setupClient: sent
      ? (client) => {
        const mine = sent.slice(share * connection, share * (connection + 1));
        connection += 1;
        client.setRequests(mine.map((body) => ({ method: target.method, path: target.path, headers: { 'content-type': 'application/json' }, body })));
      }
      : undefined,
  });
}

for (const [i, target] of targets.entries()) await fire(target, i, Math.min(roundSeconds, 1)); // warm-up
for (let round = 0; round < rounds; round += 1) {
  for (const [i, target] of targets.entries()) {
    const cpuBefore = await serverCpuMicros();
    const result = await fire(target, i, roundSeconds);
    const cpu = (await serverCpuMicros()) - cpuBefore;
    const tally = tallies[i]!;
    tally.cpuMicros += cpu;
    tally.requests += result.requests.total;
    tally.seconds += result.duration;
    tally.p50.push(result.latency.p50);
    tally.p99.push(result.latency.p99);
    tally.non2xx += result.non2xx;
  }
}
server.send('stop');
await once(server, 'exit');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rps = tallies.map((t) => t.requests / t.seconds);
const bare = rps[0]!;
console.log(`${rounds} turns of ${roundSeconds} s per target; p50 and p99 are the median over the turns; cpu is`
  + ' the server process\'s CPU time per request, which other work on the machine does not inflate');
for (const [i, target] of targets.entries()) {
  const t = tallies[i]!;
  console.log(
    `${target.name.padEnd(20)} ${rps[i]!.toFixed(0).padStart(7)} req/s  p50 ${median(t.p50)} ms  p99 ${median(t.p99)} ms  `
      + `cpu ${(t.cpuMicros / t.requests).toFixed(0).padStart(4)} µs  ` +
      `ratio to bare ${(rps[i]! / bare).toFixed(2)}${t.non2xx ? `  non-2xx ${t.non2xx}` : ''}`,
  );
}
// Beside each goal, what answering the same kind of request with a quote-sized answer and nothing computed
// reaches: the ceiling for that target, whatever computes its quotes (docs/decisions/015).
for (const [i, target] of targets.entries()) {
  if (!target.goal) continue;
  const ratio = rps[i]! / bare;
  const ceilingIndex = targets.findIndex((t) => t.ceilingFor === target.name);
  const ceiling = ceilingIndex >= 0 ? ` (the same requests answered with nothing computed: ${(rps[ceilingIndex]! / bare).toFixed(3)})` : '';
  console.log(`goal (issue 3): ${target.name} at least 0.5 x bare: ${ratio.toFixed(3)} ${ratio >= 0.5 ? 'met' : 'NOT met'}${ceiling}`);
}
