import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleCatalogue, vehicleMakes, vehiclePlates } from '../../db/schema/index';
import { MAKE_BADGE_PATH, snapshotOf, type CatalogueSnapshot, type CatalogueVehicle } from './snapshot';

// The catalogue from memory (docs/decisions/025): read from the database on first use, then re-read in the
// background when the copy is older than `maxAgeMs`, so an operator's edit shows within a minute on every
// instance and no request waits on the database after the first.
export interface CatalogueStore {
  get(): Promise<CatalogueSnapshot>;
  /** Forget the copy: the next get() reads the database (after seeding, and in tests). */
  invalidate(): void;
}

export const CATALOGUE_MAX_AGE_MS = 60_000;

async function readCatalogue(db: Database): Promise<CatalogueSnapshot> {
  const [rows, plates] = await Promise.all([
    db.select({ v: vehicleCatalogue, makeName: vehicleMakes.name, makeImageUrl: vehicleMakes.imageUrl })
      .from(vehicleCatalogue).innerJoin(vehicleMakes, eq(vehicleMakes.code, vehicleCatalogue.makeCode)),
    db.select().from(vehiclePlates),
  ]);
  const vehicles = rows.map(({ v, makeName, makeImageUrl }): CatalogueVehicle => ({
    nvic: v.nvic, assetType: v.assetType as CatalogueVehicle['assetType'], makeCode: v.makeCode, makeName,
    // A path on this server, made absolute per request (routes/asset-select).
    makeImageUrl: makeImageUrl ?? `${MAKE_BADGE_PATH}/${encodeURIComponent(v.makeCode)}`,
    modelCode: v.modelCode, modelName: v.modelName, variant: v.variant, series: v.series, yearFrom: v.yearFrom, yearTo: v.yearTo,
    newPrice: v.newPrice,
  }));
  return snapshotOf(vehicles, plates.map(({ registration, state, nvic, buildYear, vin }) => ({ registration, state, nvic, buildYear, vin })));
}

export function createCatalogueStore(db: Database, maxAgeMs = CATALOGUE_MAX_AGE_MS, now = () => Date.now()): CatalogueStore {
  let current: { at: number; snapshot: CatalogueSnapshot } | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;
  const load = () => {
    loading ??= readCatalogue(db).then(
      (snapshot) => {
        current = { at: now(), snapshot };
        loading = undefined;
        return snapshot;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  return {
    async get() {
      if (!current) return load();
      // Stale: answer from the copy and refresh it behind; a failed refresh keeps the copy.
      if (now() - current.at > maxAgeMs) load().catch(() => undefined);
      return current.snapshot;
    },
    invalidate() {
      current = undefined;
    },
  };
}

const stores = new WeakMap<Database, CatalogueStore>();

/** The one store of a database handle, shared by the catalogue and valuation routes. */
export function catalogueStore(db: Database): CatalogueStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = createCatalogueStore(db)));
  return store;
}
