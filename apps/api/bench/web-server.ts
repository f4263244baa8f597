import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/env';
import { BENCH_ENV } from './production-env';
import { WIDGET_DIST } from '../src/routes/widget/index';
import { seedSampleData } from '../src/seed/index';

// The server under the first-load benchmark (bench/web.ts forks it): Kerb as `npm start` runs it, with the
// built widget, plus one plain static HTML page of the first screen's text on the same server, the
// yardstick a page with no application code at all reaches on the same network and machine.
const STATIC_PAGE_PATH = '/bench/static.html';
const STATIC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A plain page with the first screen's text.">
<title>Vehicle finance</title></head>
<body><main><h1>Estimate your repayments</h1>
<p>Compare more than 40 lenders in minutes, with no impact on your credit score.</p>
<p>Purchase price</p><p>Your credit history</p><p>Get Personalised Quote</p></main></body></html>`;

const handle = await openDatabase({ kind: 'pglite' });
await applyMigrations(handle);
await seedSampleData(handle.db);
const env = loadEnv(BENCH_ENV);
const app = await buildApp({ env, db: handle.db, widgetDir: WIDGET_DIST });
app.get(STATIC_PAGE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(STATIC_PAGE));
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await handle.close();
  process.disconnect();
});
process.send!({ port: (app.server.address() as AddressInfo).port, staticPath: STATIC_PAGE_PATH });
