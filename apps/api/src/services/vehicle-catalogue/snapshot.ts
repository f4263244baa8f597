import type { AssetType } from '@kerb/domain/enums/index';

// The catalogue as held in memory (docs/decisions/025): small (a few hundred rows), read on every step of the
// vehicle screen, changed rarely.

export interface CatalogueVehicle {
  nvic: string;
  assetType: AssetType;
  makeCode: string;
  makeName: string;
  makeImageUrl: string | null;
  modelCode: string;
  modelName: string;
  variant: string;
  series: string;
  yearFrom: number;
  yearTo: number | null;
  newPrice: number;
}

export interface CataloguePlate {
  registration: string;
  state: string;
  nvic: string;
  buildYear: number;
  vin: string | null;
}

export interface CatalogueSnapshot {
  vehicles: readonly CatalogueVehicle[];
  byNvic: ReadonlyMap<string, CatalogueVehicle>;
  /** Keyed `${registration} ${state}`. */
  plates: ReadonlyMap<string, CataloguePlate>;
  byVin: ReadonlyMap<string, CataloguePlate>;
}

/** Where a make without an image of its own gets a plain badge (routes/asset-select/make-badge.ts). */
export const MAKE_BADGE_PATH = '/api/asset/make-image';

export const plateKey = (registration: string, state: string) => `${registration} ${state}`;

export function snapshotOf(vehicles: CatalogueVehicle[], plates: CataloguePlate[]): CatalogueSnapshot {
  return {
    vehicles,
    byNvic: new Map(vehicles.map((v) => [v.nvic, v])),
    plates: new Map(plates.map((p) => [plateKey(p.registration, p.state), p])),
    byVin: new Map(plates.filter((p) => p.vin).map((p) => [p.vin!, p])),
  };
}

/** Whether a vehicle was built in a year; one still built counts up to this year. */
export const builtIn = (v: CatalogueVehicle, year: number, thisYear: number) =>
  year >= v.yearFrom && year <= (v.yearTo ?? thisYear);

/** "2021 Toyota RAV4 GXL Wagon 2.5L Hybrid 2WD". */
export const describeVehicle = (v: CatalogueVehicle, year: number) =>
  `${year} ${v.makeName} ${v.modelName} ${v.variant} ${v.series}`;
