import { AU_STATES } from '@kerb/domain/enums/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { vehicleCatalogue, vehicleMakes, vehiclePlates } from '../../src/db/schema/index';
import { seedSampleData } from '../../src/seed/index';
import { SAMPLE_CATALOGUE_ROWS, SAMPLE_PLATE_ROWS } from '../../src/seed/vehicles/index';
import { createCatalogueStore } from '../../src/services/vehicle-catalogue/store';
import { freshDatabase } from '../helpers/app';

// docs/decisions/025: the vehicle catalogue (issue 9 "at least 30 real makes across cars, utes, SUVs,
// motorcycles, caravans, boats and trucks") and the sample plate register ("at least 50 plates over every
// state"), seeded like the lenders.
describe('seedSampleData: the vehicle catalogue and plates', () => {
  let handle: DatabaseHandle;
  const count = async (table: typeof vehicleMakes | typeof vehicleCatalogue | typeof vehiclePlates) =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  beforeAll(async () => {
    handle = await freshDatabase();
    await seedSampleData(handle.db);
  });
  afterAll(() => handle.close());

  it('holds at least 30 makes across every kind of asset the vehicle screen searches', async () => {
    expect(await count(vehicleMakes)).toBeGreaterThanOrEqual(30);
    const types = await handle.db.selectDistinct({ t: vehicleCatalogue.assetType }).from(vehicleCatalogue);
    expect(types.map((r) => r.t).sort()).toEqual([
      'BOAT', 'CARAVAN', 'COMMERCIAL_VEHICLE_UNDER_4_5T', 'JET_SKI', 'MOTORCYCLE', 'PASSENGER_VEHICLE', 'PRIME_MOVER', 'TRUCK',
    ]);
    expect(await count(vehicleCatalogue)).toBe(SAMPLE_CATALOGUE_ROWS.length);
  });

  it('marks every row sample, with a unique sample code (S and five letters or digits)', async () => {
    const rows = await handle.db.select().from(vehicleCatalogue);
    expect(rows.every((r) => r.isSample && /^S[A-Z0-9]{5}$/.test(r.nvic))).toBe(true);
    expect(new Set(SAMPLE_CATALOGUE_ROWS.map((r) => r.nvic)).size).toBe(SAMPLE_CATALOGUE_ROWS.length);
    expect(rows.every((r) => r.yearFrom >= 1950 && (r.yearTo === null || r.yearTo >= r.yearFrom) && r.newPrice > 0)).toBe(true);
  });

  it('holds at least 50 plates over every Australian state and territory and New Zealand, each naming a vehicle', async () => {
    const plates = await handle.db.select().from(vehiclePlates);
    expect(plates.length).toBeGreaterThanOrEqual(50);
    expect(new Set(plates.map((p) => p.state))).toEqual(new Set([...AU_STATES, 'NZ']));
    const codes = new Set(SAMPLE_CATALOGUE_ROWS.map((r) => r.nvic));
    expect(plates.every((p) => p.isSample && codes.has(p.nvic) && /^[A-Z0-9]{1,9}$/.test(p.registration))).toBe(true);
    expect(new Set(SAMPLE_PLATE_ROWS.map((p) => p.vin).filter(Boolean)).size).toBe(SAMPLE_PLATE_ROWS.filter((p) => p.vin).length);
  });

  it("is idempotent and never overwrites an operator's edit; a deleted row comes back", async () => {
    const [first] = await handle.db.select().from(vehicleCatalogue).limit(1);
    await handle.db.update(vehicleCatalogue).set({ newPrice: 1 }).where(eq(vehicleCatalogue.nvic, first!.nvic));
    await handle.db.delete(vehiclePlates).where(eq(vehiclePlates.registration, 'CXK12L'));
    await seedSampleData(handle.db);
    const [after] = await handle.db.select().from(vehicleCatalogue).where(eq(vehicleCatalogue.nvic, first!.nvic));
    expect(after!.newPrice).toBe(1);
    expect(await count(vehiclePlates)).toBe(SAMPLE_PLATE_ROWS.length);
    expect(await count(vehicleCatalogue)).toBe(SAMPLE_CATALOGUE_ROWS.length);
  });

  it('is read into memory once, and re-read in the background once older than its age', async () => {
    let clock = 0;
    const store = createCatalogueStore(handle.db, 1_000, () => clock);
    const before = await store.get();
    expect(await store.get()).toBe(before);
    await handle.db.update(vehicleMakes).set({ name: 'Toyota Motor' }).where(eq(vehicleMakes.code, 'TOYOTA'));
    clock = 2_000;
    expect(await store.get()).toBe(before); // answered from the copy while it refreshes
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await store.get();
    expect(after.vehicles.find((v) => v.makeCode === 'TOYOTA')!.makeName).toBe('Toyota Motor');
  });
});
