import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { loadEnv, type Env } from '../../src/env';
import { seedSampleData } from '../../src/seed/index';
import type { MessageSender } from '../../src/services/messages/port';

// Which database the API suite runs on: the vitest project sets KERB_TEST_DB (pglite | postgres).
export const testDatabaseKind = process.env.KERB_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

// A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server
// (dropped on close). An unreachable server fails the test; it is never skipped.
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await applyMigrations(handle);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `kerb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
  await applyMigrations(handle);
  return {
    ...handle,
    // A second pool on the same database (two delivery workers, as two processes would run them).
    url: dbUrl.toString(),
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: { env?: Record<string, string>; seed?: boolean; messages?: MessageSender; widgetDir?: string } = {},
): Promise<TestApp> {
  // No delivery worker polling in the background (docs/decisions/045): a test that needs it drives it
  // (app.delivery.runOnce) or sets DELIVERY_POLL_MS, so other tests see only their own database calls.
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DELIVERY_POLL_MS: '0', ...options.env });
  const handle = await freshDatabase();
  if (options.seed !== false) await seedSampleData(handle.db);
  const app = await buildApp({ env, db: handle.db, messages: options.messages, widgetDir: options.widgetDir });
  await app.ready();
  return {
    app,
    handle,
    env,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
