import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../api/src/app';
import { openDatabase, type Database } from '../../../api/src/db/client';
import { applyMigrations } from '../../../api/src/db/migrate';
import { loadEnv } from '../../../api/src/env';
import { WIDGET_DIST } from '../../../api/src/routes/widget/index';
import { seedSampleData } from '../../../api/src/seed/index';
import { E2E_ADMIN_KEY } from './deliveries';

export interface RunningKerb {
  baseUrl: string;
  /** Its database, for what only an operator's command does (making a console user). */
  db: Database;
  stop(): Promise<void>;
}

// The product as `npm start` runs it (API + built widget, one process, sample data), on an
// in-memory PGlite database and a free port.
// `extraEnv` sets what a test's own configuration needs (a map tile server, say); `logTo` takes its log
// (with LOG_LEVEL in extraEnv, since the log is silent otherwise).
export async function startKerb(extraEnv: Record<string, string> = {}, logTo?: { write(line: string): void }): Promise<RunningKerb> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ADMIN_KEY: E2E_ADMIN_KEY, ...extraEnv });
  const handle = await openDatabase({ kind: 'pglite' });
  await applyMigrations(handle);
  await seedSampleData(handle.db);
  const app = await buildApp({ env, db: handle.db, widgetDir: WIDGET_DIST, logTo });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: handle.db,
    async stop() {
      await app.close();
      await handle.close();
    },
  };
}
