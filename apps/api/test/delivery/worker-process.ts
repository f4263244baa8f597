// One delivery worker as its own process, for the two-process test (two-workers.test.ts): opens the
// PostgreSQL database named on the command line, says "ready", waits for "go" on stdin, then runs worker
// passes until nothing is pending, and prints how many rows it claimed.
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import { databaseDocumentStorage } from '../../src/adapters/document-storage/database';
import { openDatabase } from '../../src/db/client';
import { deliveries } from '../../src/db/schema/index';
import { loadEnv } from '../../src/env';
import { withoutApplicationPack } from '../../src/services/delivery/pack';
import { DeliveryWorker } from '../../src/services/delivery/worker';
import { eq } from 'drizzle-orm';

const url = process.argv[2]!;
const handle = await openDatabase({ kind: 'postgres', url });
const env = loadEnv({ NODE_ENV: 'test', DELIVERY_POLL_MS: '0', DELIVERY_BACKOFF_BASE_MS: '40', DELIVERY_BACKOFF_MAX_MS: '200' });
const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const worker = new DeliveryWorker({
  db: handle.db, env, storage: databaseDocumentStorage(handle.db), pack: withoutApplicationPack, log: silent,
  messages: { send: async () => { throw new Error('no e-mail in this test'); } },
});

process.stdout.write('ready\n');
const stdin = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => stdin.once('line', () => resolve()));
stdin.close();

let claimed = 0;
for (;;) {
  const n = await worker.runOnce();
  claimed += n;
  if (n > 0) continue;
  const pending = await handle.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.status, 'PENDING')).limit(1);
  if (pending.length === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 10));
}
await handle.close();
process.stdout.write(`${JSON.stringify({ claimed })}\n`, () => process.exit(0));
