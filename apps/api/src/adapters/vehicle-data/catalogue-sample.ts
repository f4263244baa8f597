import { catalogueAssetTypes } from '@kerb/domain/vehicle/select';
import { depreciatedValue } from '@kerb/domain/vehicle/valuation';
import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import { builtIn, describeVehicle, plateKey, type CatalogueVehicle } from '../../services/vehicle-catalogue/snapshot';
import type { CatalogueQuery, VehicleCatalogue } from './catalogue-port';

// The embedded default (docs/decisions/025): the catalogue in the database, answered from memory. An
// option's glassValuation is the sample valuation of its code for its year (docs/decisions/011's curve, as
// used vehicle without kilometres), so POST /api/vehicle/valuation gives the same figure for it.

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const unique = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((i) => [key(i), i])).values()];

export function createSampleVehicleCatalogue(store: CatalogueStore, now: () => Date = () => new Date()): VehicleCatalogue {
  const matching = async (q: CatalogueQuery): Promise<CatalogueVehicle[]> => {
    const types = catalogueAssetTypes(q.assetType);
    const thisYear = now().getUTCFullYear();
    const { vehicles } = await store.get();
    return vehicles.filter((v) => types.includes(v.assetType)
      && (q.year === undefined || builtIn(v, q.year, thisYear))
      && (q.makeCode === undefined || v.makeCode === q.makeCode)
      && (q.modelCode === undefined || v.modelCode === q.modelCode)
      && (q.variant === undefined || v.variant.toUpperCase() === q.variant.toUpperCase()));
  };
  const valueOf = (v: CatalogueVehicle, year: number) =>
    depreciatedValue({ newPrice: v.newPrice, buildYear: year, valuationYear: now().getUTCFullYear() });

  return {
    name: 'sample',
    async buildYears(q) {
      const thisYear = now().getUTCFullYear();
      const years = new Set<number>();
      for (const v of await matching(q)) for (let y = v.yearFrom; y <= (v.yearTo ?? thisYear); y++) years.add(y);
      return [...years].sort((a, b) => b - a);
    },
    async makes(q) {
      return unique((await matching(q)).map((v) => ({ name: v.makeName, code: v.makeCode })), (m) => m.code).sort(byName);
    },
    async models(q) {
      return unique((await matching(q)).map((v) => ({ name: v.modelName, code: v.modelCode })), (m) => m.code).sort(byName);
    },
    async variants(q) {
      return [...new Set((await matching(q)).map((v) => v.variant))].sort((a, b) => a.localeCompare(b));
    },
    async options(q) {
      return (await matching(q))
        .map((v) => ({ description: describeVehicle(v, q.year), glassValuation: valueOf(v, q.year), nvic: v.nvic, makeImageUrl: v.makeImageUrl }))
        .sort((a, b) => a.description.localeCompare(b.description));
    },
    async plate({ registration, state }) {
      const snapshot = await store.get();
      const plate = snapshot.plates.get(plateKey(registration, state));
      const v = plate && snapshot.byNvic.get(plate.nvic);
      if (!plate || !v) return null;
      return {
        description: describeVehicle(v, plate.buildYear),
        makeImageUrl: v.makeImageUrl,
        assetType: v.assetType,
        buildYear: plate.buildYear,
        make: { name: v.makeName, code: v.makeCode },
        model: { name: v.modelName, code: v.modelCode },
        variant: v.variant,
        nvic: v.nvic,
        ...(plate.vin ? { vin: plate.vin } : {}),
        glassValuation: valueOf(v, plate.buildYear),
      };
    },
  };
}
