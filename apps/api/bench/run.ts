import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { seedSampleData } from '../src/seed/index';
import { quoteBody, variedQuoteBodies } from './quote-requests';

// Throughput of Kerb's endpoints against a bare JSON endpoint on the same server, in one run, so the
// ratio holds however noisy the machine is. `npm run bench`; BENCH_SECONDS sets each run's length.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bodies sent in turn instead of one body (each request a different one). */
  bodies?: unknown[];
  /** Counted in the goal line at the end (issue 3: quotes at least half of bare). */
  goal?: boolean;
}

const targets: Target[] = [
  { name: 'bare', method: 'GET', path: '/api/bare' },
  { name: 'partner config', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' } },
  // Issue 3 "Quotes": a realistic quick-calculator request for the demo partner, answered by every
  // eligible lender of the sample panel (40+ offers) from memory. The same request repeated (the widget
  // asks again on every screen that lists lenders), then every request a different loan, so each one is
  // computed (docs/decisions/005 explains the remembered answers).
  { name: 'lender quotes', method: 'POST', path: '/api/lenders/quotes', body: quoteBody(38_990), goal: true },
  { name: 'quotes, each new', method: 'POST', path: '/api/lenders/quotes', bodies: variedQuoteBodies(5_000) },
];

const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CODE_PEPPER: 'bench-only-pepper-not-a-secret' });
const app = await buildApp({ env, db: handle.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const results: Array<{ name: string; rps: number; p50: number; p99: number; non2xx: number; goal?: boolean }> = [];
for (const target of targets) {
  const bodies = target.bodies?.map((b) => JSON.stringify(b));
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections: 20,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: bodies ? [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }] : undefined,
  });
  results.push({ name: target.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, goal: target.goal });
}
await app.close();
await handle.close();

const bare = results[0]!.rps;
for (const r of results) {
  console.log(
    `${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `ratio to bare ${(r.rps / bare).toFixed(2)}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
  );
}
for (const r of results.filter((x) => x.goal)) {
  const ratio = r.rps / bare;
  console.log(`goal (issue 3): ${r.name} at least 0.5 x bare: ${ratio.toFixed(3)} ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
}
