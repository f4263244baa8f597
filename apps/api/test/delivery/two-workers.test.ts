import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PartnerConfig } from '@kerb/domain/partner/config';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, deliveryAttempts } from '../../src/db/schema/index';
import { savePartnerConfig } from '../../src/services/partners/index';
import { freshDatabase, testDatabaseKind } from '../helpers/app';
import { startFakeReceiver } from './fake-receiver';
import { orderPerApplication, queueForCrm, SECRET } from './setup';

const WORKER = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

/** A worker process; resolves once it is ready, `done` once it has exited with what it printed last. */
function startWorker(url: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', WORKER, url], { stdio: 'pipe' });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('ready\n') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited ${code} before ready: ${err}`)));
  });
  const done = new Promise<{ claimed: number }>((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`worker exited ${code}: ${err}`))));
  });
  return { ready, done, go: () => child.stdin.write('go\n') };
}

// Issue "Durable delivery": "This runs inside the one process by default; two processes never deliver the same
// event twice (row locks / SKIP LOCKED)." Test: "two worker processes on one PostgreSQL database deliver each
// event once". Two real processes, each with its own connections, share the work from the same table.
describe.runIf(testDatabaseKind === 'postgres')('two worker processes on one PostgreSQL database', () => {
  it('deliver each event exactly once, in order per application, through a receiver that fails at first', async () => {
    const handle = await freshDatabase();
    // A slow receiver that refuses its first requests, so both workers are busy and retry at the same time.
    const receiver = await startFakeReceiver(SECRET, { failFirst: 6, latencyMs: () => 10 + Math.floor(Math.random() * 20) });
    try {
      await savePartnerConfig(handle.db, PartnerConfig.parse({ id: 'crm-partner', partnerId: 'crm-partner', crmWebhook: { url: receiver.url, secret: SECRET } }));
      const apps = Array.from({ length: 12 }, () => randomUUID());
      for (let n = 1; n <= 4; n += 1) {
        for (const applicationId of apps) {
          await queueForCrm(handle.db, 'crm-partner', receiver.url, applicationId, n === 1 ? 'application.preapproved' : 'application.submitted', new Date(), n);
        }
      }
      const workers = [startWorker(handle.url!), startWorker(handle.url!)];
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.go();
      const [first, second] = await Promise.all(workers.map((w) => w.done));

      // Both processes took part.
      expect(first!.claimed).toBeGreaterThan(0);
      expect(second!.claimed).toBeGreaterThan(0);
      expect(receiver.refused).toHaveLength(6);
      // Each event arrived once (no key twice), signed, in order per application.
      expect(receiver.accepted).toHaveLength(48);
      expect(new Set(receiver.accepted.map((r) => r.key)).size).toBe(48);
      expect(receiver.accepted.every((r) => r.signatureValid)).toBe(true);
      const order = orderPerApplication(receiver.accepted);
      for (const applicationId of apps) expect(order.get(applicationId)).toEqual([1, 2, 3, 4]);
      // Every claim was logged once: a row's attempts are exactly its log's rows.
      expect(first!.claimed + second!.claimed).toBe(48 + 6);
      const mismatched = await handle.db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(sql`${deliveries.attempts} <> (select count(*) from ${deliveryAttempts} where ${deliveryAttempts.deliveryId} = ${deliveries.id})`);
      expect(mismatched).toEqual([]);
      expect(await handle.db.select().from(deliveries).where(eq(deliveries.status, 'DELIVERED'))).toHaveLength(48);
    } finally {
      await receiver.close();
      await handle.close();
    }
  }, 60_000);
});
