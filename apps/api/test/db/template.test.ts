import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { pgliteVersion, templateFile } from '../../src/db/template';

// Issue 8, "Must not change": `npm start` starts in under 10 seconds after `npm install`. A new embedded
// database is a copy of a fresh one made by the installed PGlite (docs/decisions/056), not initdb run again.

// What a database's catalog says of itself: equal for two databases made alike.
const FACTS = `select version() as version, current_user as "user", current_database() as database,
  (select pg_encoding_to_char(encoding) || ' ' || datcollate || ' ' || datctype from pg_database where datname = current_database()) as locale,
  (select count(*)::int from pg_class) as relations, (select count(*)::int from pg_proc) as functions,
  (select string_agg(datname, ',' order by datname) from pg_database) as databases,
  (select string_agg(rolname, ',' order by rolname) from pg_roles) as roles`;

describe('a new embedded database (docs/decisions/056)', () => {
  it('is copied from a template made by the installed PGlite, so an upgrade without a new template fails here', () => {
    // `npm run db:template -w @kerb/api` makes it again.
    expect(existsSync(templateFile(pgliteVersion())), `no template for PGlite ${pgliteVersion()}`).toBe(true);
  });

  let copied: DatabaseHandle;
  const rowsOf = async (query: SQL) => ((await copied.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  let initdb: PGlite;
  beforeAll(async () => {
    copied = await openDatabase({ kind: 'pglite' });
    initdb = new PGlite(); // no template: PGlite's own initdb
    await initdb.waitReady;
  });
  afterAll(async () => {
    await copied?.close();
    await initdb?.close();
  });

  it("is the database PGlite's own initdb makes: same server, user, locale, catalog, databases and roles", async () => {
    const [fromTemplate] = await rowsOf(sql.raw(FACTS));
    const [fromInitdb] = (await initdb.query(FACTS)).rows;
    expect(fromTemplate).toEqual(fromInitdb);
    expect(fromTemplate?.locale).toMatch(/^UTF8 /); // Kerb's texts (names, addresses) are Unicode
  });

  it("takes Kerb's migrations and keeps what is written", async () => {
    await applyMigrations(copied);
    await copied.db.execute(sql`create table kept (note text)`);
    await copied.db.execute(sql`insert into kept values ('written')`);
    expect(await rowsOf(sql`select note from kept`)).toEqual([{ note: 'written' }]);
  });
});
