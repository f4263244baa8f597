import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerOverwrites, partners } from '../../src/db/schema/index';
import { SAMPLE_PARTNER_OVERWRITES, seedSampleData } from '../../src/seed/index';
import { freshDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../src/db/client';

describe('seedSampleData (issue 2 "Sample partners seeded")', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());

  it('inserts every sample partner and the sample overwrite e-mails', async () => {
    await seedSampleData(handle.db);
    const rows = await handle.db.select({ id: partners.id }).from(partners);
    expect(rows.map((r) => r.id).sort()).toEqual(SAMPLE_PARTNERS.map((p) => p.id).sort());
    const overwrites = await handle.db.select().from(partnerOverwrites);
    expect(overwrites).toHaveLength(SAMPLE_PARTNER_OVERWRITES.length);
  });

  it('is idempotent and never overwrites an operator\'s edit', async () => {
    const edited = { ...SAMPLE_PARTNERS[0]!, dealerName: 'Renamed by the operator' };
    await handle.db.update(partners).set({ config: edited }).where(eq(partners.id, 'demo'));
    await seedSampleData(handle.db);
    await seedSampleData(handle.db);
    const [row] = await handle.db.select().from(partners).where(eq(partners.id, 'demo'));
    expect((row!.config as { dealerName: string }).dealerName).toBe('Renamed by the operator');
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(partners);
    expect(count!.n).toBe(SAMPLE_PARTNERS.length);
  });

  it('re-adds a deleted sample partner on the next start', async () => {
    await handle.db.delete(partners).where(eq(partners.id, 'novated'));
    await seedSampleData(handle.db);
    expect(await handle.db.select().from(partners).where(eq(partners.id, 'novated'))).toHaveLength(1);
  });
});
