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
// profile to bench/profiles/; BENCH_TRACE_GC=1 prints the server's garbage collections (--trace-gc).
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const rounds = Math.max(1, Math.round(seconds / roundSeconds));
// BENCH_ONLY=each runs bare and the targets whose name matches it as a regular expression (for profiling one
// path: 'each new$' leaves out its ', br' twin).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bodies sent in turn instead of one body (each request a different one). */
  bodies?: unknown[];
  /** More request headers. */
  headers?: Record<string, string>;
  /** Sent as accept-encoding (none: the client takes answers as they are). */
  acceptEncoding?: string;
  /** The goal line printed for this target: at least `ratio` of bare, and a p99 under `p99Ms` when given. */
  goal?: { issue: string; ratio: number; p99Ms?: number };
  /** A bare answer the size of a quote's to the same kind of request as these targets: the most they could reach. */
  ceilingFor?: string[];
}

// What a browser (the widget) sends: answers of 1 KB or more come back as brotli (docs/decisions/019).
const BROWSER = 'gzip, deflate, br, zstd';
const repeated = { issue: 'issue 3', ratio: 0.5 };
const fresh = { issue: 'issue 8', ratio: 0.3, p99Ms: 20 };

const allTargets: Target[] = [
  { name: 'bare', method: 'GET', path: '/api/bare' },
  { name: 'bare, quote-sized', method: 'GET', path: '/api/bench/quote-sized', ceilingFor: ['quotes, repeated', 'quotes, repeated, br'] },
  {
    name: 'bare, loan in', method: 'POST', path: '/api/bench/quote-sized', bodies: variedQuoteBodies(5_000),
    ceilingFor: ['quotes, each new', 'quotes, each new, br'],
  },
  // Issue 8: the widget asks for its partner's config on every load (about 3 KB, so compressed for a browser).
  { name: 'partner config', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' }, goal: { issue: 'issue 8', ratio: 0.5 } },
  { name: 'partner config, br', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' }, acceptEncoding: BROWSER, goal: { issue: 'issue 8', ratio: 0.5 } },
  // Issue 3 "Quotes": a realistic quick-calculator request for the demo partner, answered by every
  // eligible lender of the sample panel (40+ offers) from memory. The same request repeated (the widget
  // asks again on every screen that lists lenders; docs/decisions/005 explains the remembered answers),
  // then every request a different loan, so each answer is computed and serialised afresh; each as a client
  // that takes plain JSON and as a browser asks (docs/decisions/019).
  { name: 'quotes, repeated', method: 'POST', path: '/api/lenders/quotes', body: quoteBody(38_990), goal: repeated },
  { name: 'quotes, repeated, br', method: 'POST', path: '/api/lenders/quotes', body: quoteBody(38_990), acceptEncoding: BROWSER, goal: repeated },
  { name: 'quotes, each new', method: 'POST', path: '/api/lenders/quotes', bodies: variedQuoteBodies(5_000), goal: fresh },
  { name: 'quotes, each new, br', method: 'POST', path: '/api/lenders/quotes', bodies: variedQuoteBodies(5_000), acceptEncoding: BROWSER, goal: fresh },
];
// BENCH_SPEND=20,30 adds a target per number: a loan in and 30 KB out, as `bare, loan in`, after the server
// has spent that many microseconds on each request. It shows what any fresh quote adding that much would
// reach, whatever it computes (docs/decisions/019, "Later: what 0.30 leaves on a fast machine").
// They are asked for by name, so BENCH_ONLY leaves them in.
const spends = process.env.BENCH_SPEND?.split(',').map(Number).filter((us) => us > 0) ?? [];
const targets = [
  ...allTargets.filter((t, i) => i === 0 || !only || only.test(t.name)),
  ...spends.map((us): Target => ({
    name: `loan in, ${us} µs spent`, method: 'POST', path: '/api/bench/quote-sized-spent', bodies: variedQuoteBodies(5_000),
    headers: { 'x-spend-us': String(us) },
  })),
];

const profile = process.env.BENCH_TRACE_GC ? ['--trace-gc'] : process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${new URL('./profiles', import.meta.url).pathname}`] : [];
// BENCH_NODE_ARGS: more options for the server's Node.js (say `--perf-basic-prof`, for `perf record -p`).
profile.push(...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []));
const server = fork(new URL('./server.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx', ...profile] });
const [{ port }] = (await once(server, 'message')) as [{ port: number }];
async function serverCpu(): Promise<{ cpuMicros: number; systemMicros: number }> {
  server.send('cpu');
  const [cpu] = (await once(server, 'message')) as [{ cpuMicros: number; systemMicros: number }];
  return cpu;
}

interface Tally { requests: number; seconds: number; cpuMicros: number; systemMicros: number; p50: number[]; p99: number[]; non2xx: number }
const tallies = targets.map((): Tally => ({ requests: 0, seconds: 0, cpuMicros: 0, systemMicros: 0, p50: [], p99: [], non2xx: 0 }));
// Issue 8: 32 connections at once, each waiting for its answer before asking again.
const connections = 32;
const bodies = targets.map((t) => t.bodies?.map((b) => JSON.stringify(b)));

// A target with many bodies gives each connection its own share of them, built once, so every request is
// a loan no other connection is asking for at the same moment, and the load generator (in this process)
// spends no more per request than it does for a single body. Each turn takes the shares that follow the
// last turn's (`nextShare`, over every target with bodies): were every turn to start again at the first
// shares, the loans asked at the end of one turn would be asked again at the start of the next, and the
// quote memo would answer some of them (a tenth of the fresh quotes, docs/decisions/019, thirteenth round).
// Within a turn a loan comes round again after 1,600 requests, more than the memo notes (1,024).
let nextShare = 0;
function fire(target: Target, index: number, duration: number) {
  const sent = bodies[index];
  const share = sent ? Math.min(50, Math.ceil(sent.length / connections)) : 0;
  const first = nextShare;
  if (sent) nextShare = (nextShare + share * connections) % sent.length;
  let connection = 0;
  const headers = { 'content-type': 'application/json', ...target.headers, ...(target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {}) };
  return autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections,
    duration,
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    setupClient: sent
      ? (client) => {
        const mine = Array.from({ length: share }, (_, i) => sent[(first + share * connection + i) % sent.length]!);
        connection += 1;
        client.setRequests(mine.map((body) => ({ method: target.method, path: target.path, headers, body })));
      }
      : undefined,
  });
}

for (const [i, target] of targets.entries()) await fire(target, i, Math.min(roundSeconds, 1)); // warm-up
for (let round = 0; round < rounds; round += 1) {
  for (const [i, target] of targets.entries()) {
    const before = await serverCpu();
    const result = await fire(target, i, roundSeconds);
    const after = await serverCpu();
    const tally = tallies[i]!;
    tally.cpuMicros += after.cpuMicros - before.cpuMicros;
    tally.systemMicros += after.systemMicros - before.systemMicros;
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
      + `cpu ${(t.cpuMicros / t.requests).toFixed(0).padStart(4)} µs (kernel ${(t.systemMicros / t.requests).toFixed(0).padStart(3)})  ` +
      `ratio to bare ${(rps[i]! / bare).toFixed(2)}${t.non2xx ? `  non-2xx ${t.non2xx}` : ''}`,
  );
}
// Beside each goal, what answering the same kind of request with a quote-sized answer and nothing computed
// reaches: the ceiling for that target, whatever computes its quotes (docs/decisions/015). Targets whose
// name ends in ", br" are asked as a browser asks, accept-encoding and all (docs/decisions/019).
for (const [i, target] of targets.entries()) {
  if (!target.goal) continue;
  const { issue, ratio: wanted, p99Ms } = target.goal;
  const ratio = rps[i]! / bare;
  const p99 = median(tallies[i]!.p99);
  const met = ratio >= wanted && (p99Ms === undefined || p99 < p99Ms);
  const ceilingIndex = targets.findIndex((t) => t.ceilingFor?.includes(target.name));
  const ceiling = ceilingIndex >= 0 ? ` (the same requests answered with nothing computed: ${(rps[ceilingIndex]! / bare).toFixed(3)})` : '';
  const latency = p99Ms === undefined ? '' : `, p99 under ${p99Ms} ms`;
  console.log(`goal (${issue}): ${target.name} at least ${wanted} x bare${latency}: ${ratio.toFixed(3)}${p99Ms === undefined ? '' : `, p99 ${p99} ms`} ${met ? 'met' : 'NOT met'}${ceiling}`);
}
