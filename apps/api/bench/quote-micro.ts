import { Session } from 'node:inspector/promises';
import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { quoteResponseBytes } from '@kerb/domain/lending/offers-json';
import { priceQuote, quoteLenders } from '@kerb/domain/lending/quote';
import { buildApp } from '../src/app';
import { compress } from '../src/plugins/encodings';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { seedSampleData } from '../src/seed/index';
import { quoteAnswers } from '../src/services/lenders/offers-writer';
import { variedQuoteBodies } from './quote-requests';

// Where a freshly computed quote spends its time, without HTTP: parsing the request, the quote's maths
// and serialising the answer, each timed alone over the benchmark's varied loans (the fastest pass).
// `npx tsx apps/api/bench/quote-micro.ts`; MICRO_ROUNDS sets how many passes over the loans are timed.
const rounds = Number(process.env.MICRO_ROUNDS ?? 10);

const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CODE_PEPPER: 'bench-only-pepper-not-a-secret' });
const app = await buildApp({ env, db: handle.db });
await app.ready();
const cache = app.lenderPanel;
const partner = (await cache.partner('demo'))!;
const panel = cache.lenders;
const requests = variedQuoteBodies(2_000).map((b) => QuoteRequest.parse(b));
const rawBodies = variedQuoteBodies(2_000).map((b) => JSON.stringify(b));
const context = { asOf: new Date().toISOString().slice(0, 10) };

// The fastest of the passes: other work on the machine only ever slows a pass down.
function time(label: string, run: (i: number) => unknown): void {
  for (let i = 0; i < requests.length; i += 1) run(i); // warm up
  let best = Infinity;
  for (let r = 0; r < rounds; r += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < requests.length; i += 1) run(i);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e3 / requests.length);
  }
  console.log(`${label.padEnd(30)} ${best.toFixed(1).padStart(7)} µs per request`);
}

// What a function allocates per call, garbage included: V8's sampling heap profiler, told to keep the
// samples of objects the collectors have freed, over one pass of the loans. What a fresh quote allocates
// is what the young generation's collector has to run for under load (docs/decisions/019, eleventh round).
async function allocated(label: string, run: (i: number) => unknown): Promise<void> {
  const session = new Session();
  session.connect();
  // Node's typings of the protocol predate the two include… options (and the profile's samples, below).
  const sampling = { samplingInterval: 64, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
  await session.post('HeapProfiler.startSampling', sampling);
  for (let i = 0; i < requests.length; i += 1) run(i);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { samples: Array<{ size: number }> } };
  session.disconnect();
  const bytes = profile.samples.reduce((sum, sample) => sum + sample.size, 0);
  console.log(`${label.padEnd(30)} ${(bytes / requests.length / 1024).toFixed(1).padStart(7)} KB allocated per request`);
}
const offers = requests.map((r) => quoteLenders(panel, partner, r, context));
console.log(`offers per quote: ${offers[0]!.length}, answer ${JSON.stringify({ lenders: offers[0] }).length} bytes`);
time('parse request (JSON + zod)', (i) => QuoteRequest.parse(JSON.parse(rawBodies[i]!)));
time('quote maths (priceQuote)', (i) => priceQuote(panel, partner, requests[i]!, context));
await allocated('quote maths (priceQuote)', (i) => priceQuote(panel, partner, requests[i]!, context));
time('offers (quoteLenders)', (i) => quoteLenders(panel, partner, requests[i]!, context));
time('JSON.stringify of the offers', (i) => JSON.stringify({ lenders: offers[i]! }));
time('maths and quoteResponseBytes', (i) => quoteResponseBytes(priceQuote(panel, partner, requests[i]!, context)));
const into = new Uint8Array(64 * 1024);
time('maths and compiled writer', (i) => quoteAnswers.write(priceQuote(panel, partner, requests[i]!, context), into));
time('... and deflate as it writes', (i) => quoteAnswers.writeAnswer(priceQuote(panel, partner, requests[i]!, context), into, { deflate: true, json: false }));
{
  // What each way of compressing a fresh answer costs alone, and what it leaves to send.
  const priced = requests.map((r) => priceQuote(panel, partner, r, context));
  const plain = priced.map((p) => Buffer.from(quoteResponseBytes(p)));
  const sizes = (label: string, sizeOf: (i: number) => number) => {
    const total = plain.reduce((sum, _, i) => sum + sizeOf(i), 0);
    console.log(`${label.padEnd(30)} ${(total / plain.length / 1024).toFixed(1).padStart(7)} KB per answer`);
  };
  sizes('answer', (i) => plain[i]!.length);
  sizes('brotli (quality 1)', (i) => compress(plain[i]!, 'br').length);
  sizes('deflate as it writes', (i) => quoteAnswers.writeAnswer(priced[i]!, undefined, { deflate: true, json: false }).deflated!.length);
  time('compiled writer alone', (i) => quoteAnswers.write(priced[i]!, into));
  time('deflate as it writes alone', (i) => quoteAnswers.writeAnswer(priced[i]!, into, { deflate: true, json: false }));
  time('brotli (quality 1) alone', (i) => compress(plain[i]!, 'br'));
}
{
  // The API's own path: partner lookup, maths, serialisation and the memo's key. The memo holds 256
  // answers, so cycling through the 2,000 loans in order always misses it.
  let best = Infinity;
  for (let r = 0; r <= rounds; r += 1) {
    const start = process.hrtime.bigint();
    for (const request of requests) await cache.quoteJson(request);
    if (r > 0) best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e3 / requests.length);
  }
  console.log(`${'quoteJson, each loan new'.padEnd(30)} ${best.toFixed(1).padStart(7)} µs per request`);
}

await app.close();
await handle.close();
