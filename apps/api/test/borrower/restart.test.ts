import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { loadEnv } from '../../src/env';
import { seedSampleData } from '../../src/seed/index';
import { createCaller } from '../helpers/caller';

// Issue 2 "Tests that must exist": "a test that a saved borrower survives a server restart on PGlite".
describe('a saved borrower survives a restart (PGlite in a data folder)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kerb-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function start() {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', KERB_DATA_DIR: dataDir });
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await applyMigrations(handle);
    await seedSampleData(handle.db);
    const app = await buildApp({ env, db: handle.db });
    await app.ready();
    return { app, handle, stop: async () => { await app.close(); await handle.close(); } };
  }

  it('saves, stops, starts again on the same folder and reads the same borrower back', async () => {
    const first = await start();
    const caller = await createCaller(first.handle.db, 'Rae');
    const saved = await first.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
      payload: { borrower: { personalDetails: { firstName: 'Rae' }, loan: { loanTerm: 4, purchasePrice: 25_000 }, application: { progressPercent: 35 } }, partnerId: 'demo', country: 'AU' },
    });
    expect(saved.statusCode).toBe(200);
    await first.stop();

    const second = await start();
    try {
      const read = await second.app.inject({ method: 'POST', url: '/api/borrower/get', headers: caller.headers, payload: { partnerId: 'demo' } });
      expect(read.statusCode).toBe(200);
      expect(read.json().borrower).toEqual(saved.json().borrower);
    } finally {
      await second.stop();
    }
  });
});
