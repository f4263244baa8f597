import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { testDatabaseKind } from '../helpers/app';

// issue 35 §1 "start N instances": instances starting together on one empty PostgreSQL database migrate one at
// a time (an advisory lock), so none fails on a table another is creating.
describe.runIf(testDatabaseKind === 'postgres')('migrations on a shared PostgreSQL', () => {
  it('three instances starting at once leave every migration applied once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kerb_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: dbUrl.toString() })));
    try {
      await Promise.all(handles.map(applyMigrations));
      const check = new pg.Client({ connectionString: dbUrl.toString() });
      await check.connect();
      const { rows } = await check.query('SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      await check.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
