import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { BENCH_ENV } from './production-env';
import { seedSampleData } from '../src/seed/index';
import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { repeatedQuoteBody } from './quote-requests';

// The server under benchmark, in a process of its own as in production (bench/run.ts forks it), so the
// load generator's work is not counted against Kerb's endpoints. It tells the parent its port, then
// answers 'cpu' with its own CPU time so far, and stops on 'stop'.
const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv(BENCH_ENV);
const app = await buildApp({ env, db: handle.db });
// The control for large answers: the exact bytes of the repeated quote's answer, made once by the quote path,
// then sent with nothing behind them (no body to read, no contract, no memo). Its ratio to bare is what
// sending that many bytes costs here, the load generator's share included, so a quote's own cost is the gap
// between the two.
let quoteSized: Buffer | undefined;
app.get('/bench/quote-sized', async (_request, reply) => {
  quoteSized ??= Buffer.from((await app.lenderPanel.quoteAnswer(QuoteRequest.parse(repeatedQuoteBody)))!.json);
  return reply.type('application/json; charset=utf-8').send(quoteSized);
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
