import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from './schema/index';
import { freshDatabaseTemplate } from './template';

export type Schema = typeof schema;
// Both drivers share drizzle's PostgreSQL surface; services see only this type.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string }; // no dataDir: in memory

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => target.onIdleError?.(error));
    // A connection lost while checked out is released at once (below); idle ones are the listener's above.
    pool.on('acquire', (client) => client.on('error', releaseLost));
    pool.on('release', (_error, client) => client.removeListener('error', releaseLost));
    // Fail now, not on the first request, when the server cannot be reached.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await openPglite(target.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A pooled connection lost while checked out (PostgreSQL stopped under a transaction, issue 35 §6): its
 * query fails, which answers the request (503, plugins/errors.ts), and pg also emits the loss as an 'error'
 * event, which unheard would end the process. Heard here, the connection goes back to the pool as failed, so
 * the pool drops it and opens a new one. Drizzle's transaction() never releases a connection whose BEGIN
 * failed (drizzle-orm 0.45, drizzle-team/drizzle-orm#6241), so without this each such loss would keep one of
 * the pool's ten for good; its own later release() is then a no-op, where pg would throw on a second one.
 */
function releaseLost(this: pg.PoolClient, error: Error): void {
  const release = this.release;
  this.release = () => undefined;
  release(error);
}

/**
 * An embedded database in `dataDir` (in memory without one). A new one is a copy of a fresh database made
 * by the same PGlite (./template.ts), as PGlite's own `clone()` copies one; a data directory that already
 * holds a database is opened as it is.
 */
async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  const template = isNew ? freshDatabaseTemplate() : undefined;
  const client = new PGlite({ dataDir, loadDataDir: template });
  await client.waitReady;
  return client;
}
