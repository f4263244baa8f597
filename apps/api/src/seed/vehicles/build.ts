import type { AssetType } from '@kerb/domain/enums/index';
import type { CatalogueVehicle } from '../../services/vehicle-catalogue/snapshot';

// The sample catalogue's shape in code (docs/decisions/025). Makes and model names are facts; variants are
// common trims; build years are approximate; prices when new and vehicle codes are SAMPLE figures, not a
// provider's data. A code is "S" and five letters or digits drawn from the vehicle's names, so it stays the
// same from one release to the next (the seed keys rows by it) and reads as sample beside a real NVIC.

/** [variant, series (body, engine, gearbox), first build year, last build year or null, price new ($)]. */
export type VariantRow = readonly [string, string, number, number | null, number];

export interface SampleModelData {
  code: string;
  name: string;
  assetType: AssetType;
  variants: readonly VariantRow[];
}

export interface SampleMakeData {
  code: string;
  name: string;
  models: readonly SampleModelData[];
}

export const model = (code: string, name: string, assetType: AssetType, variants: readonly VariantRow[]): SampleModelData =>
  ({ code, name, assetType, variants });

/** A catalogue row as seeded: the vehicle without its make's name and image, which its make row holds. */
export type SampleCatalogueRow = Omit<CatalogueVehicle, 'makeName' | 'makeImageUrl'>;

/** FNV-1a over the names, as five base-36 characters after an "S". */
export function sampleCode(...names: string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of names.join('|')) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `S${hash.toString(36).toUpperCase().padStart(7, '0').slice(-5)}`;
}

export function catalogueRows(makes: readonly SampleMakeData[]): SampleCatalogueRow[] {
  return makes.flatMap((make) => make.models.flatMap((m) => m.variants.map(([variant, series, yearFrom, yearTo, newPrice]) => ({
    nvic: sampleCode(make.code, m.code, variant, series),
    assetType: m.assetType,
    makeCode: make.code,
    modelCode: m.code,
    modelName: m.name,
    variant,
    series,
    yearFrom,
    yearTo,
    newPrice,
  }))));
}
