import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveEventPath } from '@kerb/domain/contracts/live-events';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDocumentStorage } from '../src/adapters/document-storage/database';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { deliveries, deliveryAttempts } from '../src/db/schema/index';
import { loadEnv } from '../src/env';
import { withoutApplicationPack } from '../src/services/delivery/pack';
import { queueEvent } from '../src/services/delivery/queue';
import { DELIVERY_HEADERS } from '../src/services/delivery/signature';
import { INTERRUPTED_BY_SHUTDOWN, DeliveryWorker } from '../src/services/delivery/worker';
import { freePort } from '../bench/free-port';
import { startFakeReceiver } from './delivery/fake-receiver';
import { openSse, type SseStream } from './events/sse';
import { createCaller } from './helpers/caller';
import { testDatabaseKind } from './helpers/app';
import { carQuote } from './lenders/quote-requests';

// issue 35 §6 "graceful shutdown finishes in-flight requests, closes event streams so clients reconnect, and
// releases claimed deliveries": Kerb's server as `npm start` runs it (as in start.test.ts) is sent SIGTERM
// while a request is half sent (another follows it on its connection), a borrower's event stream is open on a kept-alive connection (as a browser
// holds one), and its delivery worker is waiting on a receiver that never answers. Its own embedded database,
// prepared before it starts and read after it stops, so once is enough whichever database the project tests.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SECRET = 'whsec-shutdown-test-0123456789';
const QUEUED = 3;
// Far longer than the test: a row still under its claim after the stop would not be due for ten minutes.
const LEASE_MS = 600_000;

/** A receiver that takes each request and never answers, as a hung partner system does. */
async function silentReceiver() {
  const received: string[] = [];
  const server: Server = createServer((req) => received.push(String(req.headers[DELIVERY_HEADERS.idempotencyKey] ?? '')));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/kerb-events`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(testDatabaseKind !== 'pglite')('Kerb stopped by SIGTERM with work under way', () => {
  let scratch: string;
  let dataDir: string;
  let child: ChildProcess;
  let receiver: Awaited<ReturnType<typeof silentReceiver>>;
  let base: string;
  let port: number;
  let token: string;
  let output = '';
  const agent = new Agent({ keepAlive: true });

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kerb-shutdown-'));
    dataDir = join(scratch, 'data');
    receiver = await silentReceiver();
    // Before the server starts: a borrower's session, and events queued for the dealer integration.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await applyMigrations(handle);
    token = (await createCaller(handle.db, 'Ivy')).token;
    const now = new Date();
    for (let n = 0; n < QUEUED; n += 1) {
      await handle.db.transaction((tx) => queueEvent(
        tx,
        { type: 'application.submitted', orderingKey: randomUUID(), partnerId: 'demo', data: { n }, now },
        [{ receiver: { name: 'dealer-solutions', channel: 'WEBHOOK', destination: receiver.url } }],
      ));
    }
    await handle.close();

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', KERB_DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      DEALER_SOLUTIONS_WEBHOOK_URL: receiver.url, DEALER_SOLUTIONS_WEBHOOK_SECRET: SECRET,
      DELIVERY_TIMEOUT_MS: String(LEASE_MS - 1_000), DELIVERY_LEASE_MS: String(LEASE_MS),
    };
    delete env.NODE_ENV;
    child = spawn(process.execPath, ['scripts/run-bundled.mjs', 'apps/api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the server answers /healthz', async () => {
      if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode}):\n${output}`);
      return fetch(`${base}/healthz`).then((res) => res.ok, () => false);
    }, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    agent.destroy();
    await receiver?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('ends event streams, stops taking connections, finishes the request under way, releases its deliveries, and exits 0', async () => {
    // The worker has claimed every queued row and waits on the receiver.
    await until('the receiver has every queued delivery', () => receiver.received.length === QUEUED);
    const stream: SseStream = await openSse(base + liveEventPath('document-upload', token), undefined, agent);
    expect(stream.status).toBe(200);

    // A quote request whose body is half sent when the stop comes, on a connection of its own written by
    // hand, so a second request can follow it on the same connection (as a kept-alive one would).
    const body = JSON.stringify(carQuote());
    const inFlight = connect(port, '127.0.0.1');
    let answers = '';
    inFlight.setEncoding('utf8').on('data', (chunk: string) => (answers += chunk));
    const connectionClosed = once(inFlight, 'close');
    inFlight.write(`POST /api/lenders/quotes HTTP/1.1\r\nhost: kerb\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill('SIGTERM');
    const stopAt = Date.now();

    // The stream ends cleanly (not cut), having told the browser to come back after a second.
    await stream.ended;
    expect(Date.now() - stopAt).toBeLessThan(2_000);
    // New connections are refused while the request under way is still open.
    await until('new connections are refused', () => fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(() => false, () => true), 5_000);

    // The rest of the body, and a request after it on the same connection.
    inFlight.write(`${body.slice(40)}GET /healthz HTTP/1.1\r\nhost: kerb\r\n\r\n`);
    await connectionClosed;
    const [quote, late] = answers.split(/(?=HTTP\/1\.1 )/);
    expect(quote).toMatch(/^HTTP\/1\.1 200 /);
    expect(quote).toContain('"lenders":[{');
    // The later request is told to come back, as problem details, and the connection is closed.
    expect(late).toMatch(/^HTTP\/1\.1 503 /);
    expect(late).toMatch(/^content-type: application\/problem\+json/im);
    expect(late).toMatch(/^retry-after: 1\r$/im);
    expect(late).toMatch(/^connection: close\r$/im);

    const [code] = await Promise.race([
      exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running 10 s after SIGTERM:\n${output}`)), 10_000)),
    ]);
    expect(code, output).toBe(0);
    expect(output).toBe('');
    const stoppedAt = Date.now();

    // Every claimed row is due again now, not when its ten-minute lease would end, and says why.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.select().from(deliveries).where(eq(deliveries.receiver, 'dealer-solutions'));
      expect(rows).toHaveLength(QUEUED);
      for (const row of rows) {
        expect(row.status).toBe('PENDING');
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(stoppedAt);
        expect(row.lastError).toBe(INTERRUPTED_BY_SHUTDOWN);
      }
      const attempts = await handle.db.select().from(deliveryAttempts);
      expect(attempts.map((a) => a.error)).toEqual(Array(QUEUED).fill(INTERRUPTED_BY_SHUTDOWN));

      // Another instance takes them at once and delivers them.
      const answering = await startFakeReceiver(SECRET);
      try {
        const env = loadEnv({ NODE_ENV: 'test', DELIVERY_POLL_MS: '0', DEALER_SOLUTIONS_WEBHOOK_URL: answering.url, DEALER_SOLUTIONS_WEBHOOK_SECRET: SECRET });
        const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
        const other = new DeliveryWorker({
          db: handle.db, env, storage: databaseDocumentStorage(handle.db), pack: withoutApplicationPack, log: silent,
          messages: { send: async () => { throw new Error('no e-mail in this test'); } },
        });
        expect(await other.runOnce()).toBe(QUEUED);
        expect(answering.accepted.map((a) => a.key).sort()).toEqual(rows.map((r) => r.idempotencyKey).sort());
      } finally {
        await answering.close();
      }
    } finally {
      await handle.close();
    }
  });
});
