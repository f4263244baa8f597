import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { seedSampleData } from '../src/seed/index';

// The server under benchmark, in a process of its own as in production (bench/run.ts forks it), so the
// load generator's work is not counted against Kerb's endpoints. It tells the parent its port, then
// answers 'cpu' with its own CPU time so far, and stops on 'stop'.
const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv({
  NODE_ENV: 'production', LOG_LEVEL: 'silent', CODE_PEPPER: 'bench-only-pepper-not-a-secret', QUOTE_WORKERS: process.env.QUOTE_WORKERS,
});
const app = await buildApp({ env, db: handle.db });
// The bare endpoint's twin with an answer the size of a quote's: JSON bytes made once, sent as they are.
// Between it and the bare endpoint lies what sending 40-odd offers costs, whatever computes them.
const sized = Buffer.from(JSON.stringify({ lenders: Array.from({ length: 40 }, (_, i) => ({ offer: i, text: 'x'.repeat(660) })) }));
app.get('/api/bench/quote-sized', (_request, reply) => reply.type('application/json; charset=utf-8').send(sized));
// The same answer to a POST that carries a loan, parsed by Fastify's JSON parser and then ignored: what a
// fresh quote costs over HTTP before any quote is computed, the ceiling for a different loan each time.
app.post('/api/bench/quote-sized', (_request, reply) => reply.type('application/json; charset=utf-8').send(sized));
// The same again after the server has spent `x-spend-us` microseconds on the request (a busy loop): what a
// fresh quote would reach if all it added to taking a loan in and sending 30 KB back cost that much
// (BENCH_SPEND in bench/run.ts). Only the bench's own server has this route.
app.post('/api/bench/quote-sized-spent', (request, reply) => {
  const until = process.hrtime.bigint() + BigInt(Math.round(Number(request.headers['x-spend-us']) * 1_000));
  while (process.hrtime.bigint() < until);
  return reply.type('application/json; charset=utf-8').send(sized);
});
await app.listen({ port: 0, host: '127.0.0.1' });

const send = (message: unknown) => process.send!(message);
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system, systemMicros: system });
  } else if (message === 'stop') {
    await app.close();
    await handle.close();
    process.disconnect();
  }
});
send({ port: (app.server.address() as AddressInfo).port });
