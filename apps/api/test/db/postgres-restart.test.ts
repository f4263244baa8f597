import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { loadEnv } from '../../src/env';
import { seedSampleData } from '../../src/seed/index';
import { testDatabaseKind } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres';

// issue 35 §6. Issue 35 "Tests that must exist": "PostgreSQL stopped and started under load (a server of the test's own,
// made with initdb in a temporary folder, so the machine's shared one is untouched): 503s while down,
// recovery within 5 s, no save lost." Borrowers keep saving through Kerb's HTTP API while the server is
// stopped (`pg_ctl stop -m fast`) and started again. It brings its own server, so it runs once, in the
// PGlite project that `npm test` always runs.
const bin = postgresBinaries();
const CLIENTS = 4;
const CALLERS = 600;
const RECOVERY_MS = 5_000;

interface Answer {
  at: number;
  status: number;
  contentType: string | undefined;
  retryAfter: string | null;
}

describe.skipIf(testDatabaseKind !== 'pglite')('PostgreSQL stopped and started under load', () => {
  let server: OwnPostgres | undefined;
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let base: string;
  let callers: TestCaller[] = [];

  beforeAll(async () => {
    if (!bin) return;
    server = await startOwnPostgres(bin);
    // The idle connections the stop drops are the pool's to replace; this test reads answers, not logs.
    handle = await openDatabase({ kind: 'postgres', url: server.url, onIdleError: () => undefined });
    await applyMigrations(handle);
    await seedSampleData(handle.db);
    // Each save below is a new borrower's first save, so each acknowledged one is a row of its own to find.
    callers = [];
    for (let i = 0; i < CALLERS; i += 1) callers.push(await createCaller(handle.db, 'Load'));
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DELIVERY_POLL_MS: '0', DATABASE_URL: server.url });
    app = await buildApp({ env, db: handle.db });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    // The server and its folder go even when closing hangs (a pooled connection never given back waits for
    // ever): a few seconds, then it is removed all the same.
    const closed = (async () => {
      await app?.close();
      await handle?.close();
    })();
    await Promise.race([closed.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await server?.destroy();
  }, 60_000);

  const save = (caller: TestCaller, price: number) =>
    fetch(`${base}/api/borrower/createOrUpdate`, {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ borrower: { personalDetails: { firstName: 'Load' }, loan: { purchasePrice: price } }, partnerId: 'demo', country: 'AU' }),
    });

  it.skipIf(!bin)(`answers 503 with retry-after while it is down, saves again within 5 s of its start, and loses no acknowledged save${bin ? '' : ' (skipped: no PostgreSQL initdb/pg_ctl under /usr/lib/postgresql)'}`, async () => {
    const answers: Answer[] = [];
    const acknowledged = new Map<TestCaller, number>();
    let next = 0;
    let load = true;
    // Each client saves one borrower until it is acknowledged, then the next borrower; price = attempt number.
    const client = async () => {
      let caller = callers[next++];
      let attempt = 0;
      while (load && caller) {
        attempt += 1;
        const price = 10_000 + attempt;
        const res = await save(caller, price);
        answers.push({ at: Date.now(), status: res.status, contentType: res.headers.get('content-type') ?? undefined, retryAfter: res.headers.get('retry-after') });
        await res.arrayBuffer();
        if (res.ok) {
          acknowledged.set(caller, price);
          caller = callers[next++];
        } else {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await waitMs(1_000);
    const beforeStop = acknowledged.size;
    expect(beforeStop).toBeGreaterThan(0);
    await server!.stop();
    const downAt = Date.now();
    await waitMs(1_500);
    const startAt = Date.now();
    await server!.start();
    const upAt = Date.now();
    let recoveredAt = 0;
    const deadline = upAt + RECOVERY_MS;
    while (!recoveredAt && Date.now() < deadline) {
      recoveredAt = answers.find((a) => a.at > upAt && a.status === 200)?.at ?? 0;
      await waitMs(20);
    }
    await waitMs(1_000);
    load = false;
    await Promise.all(clients);

    // While it was down (from the stop's return to the start's call) every answer was a 503 problem with
    // retry-after, and there were some; no answer at all was a 500 or anything else.
    const whileDown = answers.filter((a) => a.at > downAt && a.at < startAt);
    expect(whileDown.length).toBeGreaterThan(5);
    for (const a of whileDown) expect(a).toEqual({ at: a.at, status: 503, contentType: expect.stringContaining('application/problem+json'), retryAfter: expect.stringMatching(/^\d+$/) });
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    console.warn(`own PostgreSQL restart: ${answers.length} saves sent, ${acknowledged.size} acknowledged, ${whileDown.length} 503s while down, saving again ${recoveredAt - upAt} ms after its start returned`);
    expect(recoveredAt, 'no save acknowledged within 5 s of the start').toBeGreaterThan(0);
    expect(recoveredAt - upAt).toBeLessThan(RECOVERY_MS);
    expect(acknowledged.size).toBeGreaterThan(beforeStop);
    expect(next, 'the test ran out of borrowers; raise CALLERS').toBeLessThan(CALLERS);

    // Every connection the stop cut was given back to the pool (and replaced): none is held for good. A
    // connection's loss unheard would have ended the process, which vitest reports as an uncaught error.
    // A new lead's alert (issue 36 §1) reads the partner's people after its save has answered, so the last
    // ones may still be finishing: held for good is what fails, not held for a moment.
    const pool = (handle!.db as unknown as { $client: pg.Pool }).$client;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount, 'pooled connections never given back').toBe(0), { timeout: 2_000, interval: 20 });

    // Every acknowledged save is there, as acknowledged.
    for (const [caller, price] of acknowledged) {
      const res = await fetch(`${base}/api/borrower/get`, {
        method: 'POST', headers: { ...caller.headers, 'content-type': 'application/json' }, body: JSON.stringify({ partnerId: 'demo' }),
      });
      expect(res.status).toBe(200);
      const { borrower } = (await res.json()) as { borrower: { loan: { purchasePrice: number } } | null };
      expect(borrower?.loan.purchasePrice).toBe(price);
    }
  });
});
