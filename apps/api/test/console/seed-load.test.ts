import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const ROOT = resolve(__dirname, '../../../..');

// Issue 36 "Built for a busy operator": "with 50,000 leads and a million tracking events seeded (`npm run
// console:seed-load` or similar)". Here with a few, in a database of its own.
describe('npm run console:seed-load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kerb-seed-load-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/scripts/console-seed-load.ts', ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, KERB_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' }, timeout: 120_000,
  });
  const counts = async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = (await handle.db.execute(sql`select
        (select count(*) from applications a join borrowers b on b.id = a.borrower_id join users u on u.id = b.user_id where u.mobile like 'load-%')::int as leads,
        (select count(*) from tracking_events where session_id like 'load-%')::int as events,
        (select count(distinct partner_id) from applications)::int as partners`)) as unknown as { rows: Array<{ leads: number; events: number; partners: number }> };
      return rows[0]!;
    } finally {
      await handle.close();
    }
  };

  it('fills the database npm start uses across the sample partners, replaces it when run again, and removes it', async () => {
    expect(run('--leads', 'none').status).toBe(2);
    const made = run('--leads', '120', '--events', '600');
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('120 leads and 600 tracking events');
    expect(await counts()).toMatchObject({ leads: 120, events: 600 });
    expect((await counts()).partners).toBeGreaterThan(5);
    run('--leads', '80', '--events', '300');
    expect(await counts()).toMatchObject({ leads: 80, events: 300 });
    expect(run('--remove').status).toBe(0);
    expect(await counts()).toMatchObject({ leads: 0, events: 0 });
  }, 180_000);

  it('refuses a production database', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/scripts/console-seed-load.ts'], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, KERB_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' }, timeout: 60_000,
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('made-up leads have no place in a production database');
  }, 60_000);
});
