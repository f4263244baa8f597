import { Lender, LenderProduct } from '@kerb/domain/lending/panel';
import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { lenderProducts, lenders } from '../../src/db/schema/index';
import { SAMPLE_LENDERS } from '../../src/seed/lenders/index';
import { seedSampleLenders } from '../../src/seed/lenders/seed';
import { freshDatabase } from '../helpers/app';

// Issue 3 "Lender panel": "A sample panel of at least 42 fictional lenders (clearly marked sample data),
// realistic for AU and NZ: banks, non-banks, specialists".
describe('the sample panel', () => {
  it('has at least 42 lenders with ids sample-lender-01 onwards, each marked as sample, each valid', () => {
    expect(SAMPLE_LENDERS.length).toBeGreaterThanOrEqual(42);
    SAMPLE_LENDERS.forEach((lender, i) => {
      expect(lender.id).toBe(`sample-lender-${String(i + 1).padStart(2, '0')}`);
      expect(lender.isSample).toBe(true);
      expect(lender.name).toMatch(/^[A-Z][A-Za-z' -]+ \(sample\)$/);
      const { products, ...fields } = lender;
      expect(Lender.safeParse(fields).success).toBe(true);
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) {
        expect(LenderProduct.safeParse(p).error?.issues ?? []).toEqual([]);
        expect(p.id.startsWith(`${lender.id}-`)).toBe(true);
      }
    });
    expect(new Set(SAMPLE_LENDERS.map((l) => l.name)).size).toBe(SAMPLE_LENDERS.length);
  });

  it('covers AU and NZ, banks, mutuals, non-banks and every kind of specialist', () => {
    const has = (f: (l: (typeof SAMPLE_LENDERS)[number]) => boolean) => SAMPLE_LENDERS.filter(f).length;
    expect(has((l) => l.countries.includes('NZ'))).toBeGreaterThanOrEqual(5);
    for (const kind of ['BANK', 'CREDIT_UNION', 'NON_BANK', 'SPECIALIST'] as const) expect(has((l) => l.kind === kind)).toBeGreaterThan(0);
    for (const specialty of ['LOW_DOC', 'BAD_CREDIT', 'COMMERCIAL', 'NOVATED', 'MOTORCYCLE', 'CARAVAN_AND_BOAT', 'TRUCK', 'PLANT_EQUIPMENT', 'PERSONAL_LOAN'] as const) {
      expect(has((l) => l.specialties.includes(specialty)), specialty).toBeGreaterThan(0);
    }
    const products = SAMPLE_LENDERS.flatMap((l) => l.products);
    expect(products.some((p) => p.rates.LOW_DOC)).toBe(true);
    expect(products.some((p) => p.rates.ALT_DOC)).toBe(true);
    // Commercial rules: an ABN two years old (spec 1 §9), GST registration for low doc.
    expect(SAMPLE_LENDERS.some((l) => l.eligibility.minAbnAgeMonths === 24 && l.eligibility.minGstAgeMonths !== undefined)).toBe(true);
  });

  it('the truck stop partner\'s tier lenders (sample-lender-01 to 06) lend on trucks and prime movers', () => {
    const truckstop = SAMPLE_PARTNERS.find((p) => p.id === 'truckstop')!;
    const ids = truckstop.waterfallLenders!.flatMap((t) => t.lenders);
    expect(ids).toEqual(['01', '02', '03', '04', '05', '06'].map((n) => `sample-lender-${n}`));
    for (const id of ids) {
      const lender = SAMPLE_LENDERS.find((l) => l.id === id)!;
      expect(lender.products.some((p) => p.assetTypes.includes('TRUCK') && p.assetTypes.includes('PRIME_MOVER') && p.loanUsages.includes('BUSINESS'))).toBe(true);
    }
  });
});

describe('seedSampleLenders', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());

  it('is idempotent and never overwrites an operator\'s edit', async () => {
    await seedSampleLenders(handle.db);
    await handle.db.update(lenders).set({ name: 'Renamed by the operator', retiredAt: new Date() }).where(eq(lenders.id, 'sample-lender-07'));
    await handle.db.delete(lenderProducts).where(eq(lenderProducts.id, 'sample-lender-08-car'));
    await seedSampleLenders(handle.db);
    await seedSampleLenders(handle.db);
    const [row] = await handle.db.select().from(lenders).where(eq(lenders.id, 'sample-lender-07'));
    expect(row).toMatchObject({ name: 'Renamed by the operator', retiredAt: expect.any(Date) });
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(lenders);
    expect(count!.n).toBe(SAMPLE_LENDERS.length);
    // A deleted product comes back on the next start.
    expect(await handle.db.select().from(lenderProducts).where(eq(lenderProducts.id, 'sample-lender-08-car'))).toHaveLength(1);
  });
});
