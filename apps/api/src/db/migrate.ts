import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many migrations this code has, and how many the database has recorded (GET /readyz). */
export async function migrationsPending(db: DatabaseHandle['db']): Promise<number> {
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
  return journal.entries.length - Number(row?.applied ?? 0);
}

/** Kerb's migrations, as a PostgreSQL advisory lock key: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 0x6b657262;

// The same generated SQL migrations for both drivers; each is applied once and recorded.
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = handle.db as unknown as NodePgDatabase & { $client: pg.Pool };
  // Held on a connection of its own while the migrator uses the pool; a second instance waits here, then
  // finds every migration recorded.
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
