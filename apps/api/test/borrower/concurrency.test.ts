import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, borrowers } from '../../src/db/schema/index';
import { buildTestApp, testDatabaseKind, type TestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';

// Issue 2: "Concurrent saves never lose an acknowledged write." Runs on PGlite and on PostgreSQL.
describe(`concurrent borrower saves (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const FIELDS = [
    ['personalDetails', 'firstName', 'Ann'], ['personalDetails', 'lastName', 'Lee'], ['personalDetails', 'middleName', 'Jo'],
    ['personalDetails', 'licenseNumber', 'L123'], ['personalDetails', 'maritalStatus', 'SINGLE'],
    ['loan', 'loanTerm', 5], ['loan', 'purchasePrice', 30_000], ['loan', 'deposit', 3_000], ['loan', 'tradeIn', 1_000],
    ['loan', 'balloon', 10], ['income', 'paidAmount', 1_500], ['income', 'paidFrequency', 'WEEKLY'],
    ['income', 'otherIncome', 100], ['expenses', 'general', 900], ['expenses', 'mortgageRent', 1_800],
    ['expenses', 'education', 50], ['vehicle', 'buildYear', 2021], ['vehicle', 'kilometers', 12_000],
    ['seller', 'type', 'PRIVATE'], ['seller', 'name', 'Sam Seller'],
  ] as const;

  it('20 concurrent first saves, each setting a different field: every one is kept, one borrower, one application', async () => {
    const c = await createCaller(t.handle.db);
    const results = await Promise.all(
      FIELDS.map(([part, field, value], i) =>
        t.app.inject({
          method: 'POST', url: '/api/borrower/createOrUpdate', headers: c.headers,
          payload: { borrower: { [part]: { [field]: value }, application: { progressPercent: i } }, partnerId: 'demo', country: 'AU' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(FIELDS.map(() => 200));

    const read = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: c.headers, payload: { partnerId: 'demo' } });
    const borrower = read.json().borrower;
    for (const [part, field, value] of FIELDS) expect(borrower[part][field], `${part}.${field}`).toEqual(value);
    expect(borrower.application.progressPercent).toBe(FIELDS.length - 1);

    const rows = await t.handle.db.select().from(borrowers).where(eq(borrowers.userId, c.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1 + FIELDS.length);
    expect(await t.handle.db.select().from(applications).where(eq(applications.borrowerId, rows[0]!.id))).toHaveLength(1);
  });
});
