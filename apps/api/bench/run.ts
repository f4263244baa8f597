import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { seedSampleData } from '../src/seed/index';

// Throughput of Kerb's endpoints against a bare JSON endpoint on the same server, in one run, so the
// ratio holds however noisy the machine is. `npm run bench`; BENCH_SECONDS sets each run's length.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const targets: Target[] = [
  { name: 'bare', method: 'GET', path: '/api/bare' },
  { name: 'partner config', method: 'POST', path: '/api/partner/partnerConfigFromVroomCode', body: { vroomCode: 'demo' } },
];

const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const app = await buildApp({ env: loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), db: handle.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const results: Array<{ name: string; rps: number; p50: number; p99: number; non2xx: number }> = [];
for (const target of targets) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    connections: 20,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  results.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  });
}
await app.close();
await handle.close();

const bare = results[0]!.rps;
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `ratio to bare ${(r.rps / bare).toFixed(2)}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
  );
}
