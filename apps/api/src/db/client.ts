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
