import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { ConfigurationError, loadEnv } from './env';
import { WIDGET_DIST } from './routes/widget/index';
import { seedSampleData } from './seed/index';
import { partnerSettingProblems } from './services/partners/startup-check';

// How long requests under way may take to finish once asked to stop: inside the 30 seconds Kubernetes and
// Docker wait between SIGTERM and SIGKILL.
const SHUTDOWN_GRACE_MS = 20_000;
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Starts Kerb: PostgreSQL from DATABASE_URL, or embedded PGlite in KERB_DATA_DIR; migrations and sample
 * data on start; API and widget served from one process on PORT once `widgetBuilt` has settled (the
 * widget's routes read its files). Settings are checked first (env.ts), partners' settings once the database
 * is open: a ConfigurationError names every bad one.
 */
export async function serve(widgetBuilt: Promise<void>): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, onIdleError: (error) => console.error('kerb: idle database connection dropped:', error.message) }
      : { kind: 'pglite', dataDir: resolve(env.KERB_DATA_DIR) },
  );
  await applyMigrations(handle);
  if (env.KERB_SEED) await seedSampleData(handle.db);
  const partnerProblems = await partnerSettingProblems(handle.db);
  if (partnerProblems.length) {
    await handle.close();
    throw new ConfigurationError(partnerProblems);
  }

  await widgetBuilt;
  const app = await buildApp({ env, db: handle.db, widgetDir: WIDGET_DIST });
  // Issue 35 §6 graceful shutdown, all in app.close(): event streams end (browsers reconnect, to another
  // instance), the delivery worker releases what it claimed, the port stops taking connections, and
  // requests under way finish. The database closes after the app, whose own closing still uses it.
  const stop = () => {
    // A second signal stops at once (Node's default, once this is no longer listening).
    for (const signal of SIGNALS) process.off(signal, stop);
    // A request that never finishes must not hold the process past an orchestrator's patience: its
    // connection is cut, and the close goes on.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app.close().then(() => handle.close()).then(
      () => process.exit(0),
      (error: Error) => {
        console.error('kerb: shutdown failed:', error.message);
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, stop);
  await app.listen({ port: env.PORT, host: env.HOST });
}
