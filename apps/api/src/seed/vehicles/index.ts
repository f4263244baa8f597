import { catalogueRows, type SampleCatalogueRow, type SampleMakeData } from './build';
import { CAR_MAKES } from './cars';
import { OTHER_MAKES } from './others';
import { SAMPLE_PLATES } from './plates';

// The sample vehicle catalogue and plate register (docs/decisions/025): real makes and model names,
// SAMPLE prices, vehicle codes, plates and VINs.

export const SAMPLE_VEHICLE_MAKES: readonly SampleMakeData[] = [...CAR_MAKES, ...OTHER_MAKES];
export const SAMPLE_CATALOGUE_ROWS: readonly SampleCatalogueRow[] = catalogueRows(SAMPLE_VEHICLE_MAKES);

export interface SamplePlateRow {
  registration: string;
  state: string;
  nvic: string;
  buildYear: number;
  vin: string | null;
}

const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_SAFE = (text: string) => text.replace(/I/g, '1').replace(/[OQ]/g, '0');

/**
 * A sample VIN: "SMP" (marks it sample), five characters of the plate, a fixed check character, the
 * model year's code in tenth place (vehicle/vin), a plant letter and a serial. Boats carry none.
 */
function sampleVin(plate: string, buildYear: number, index: number): string {
  const year = VIN_YEAR_CODES[(buildYear - 1980) % 30]!;
  return `SMP${VIN_SAFE(plate).padEnd(5, '0').slice(0, 5)}X${year}A${String(100_001 + index).slice(-6)}`;
}

/** Each sample plate with the code of the first catalogue row of its variant built in its year. */
export const SAMPLE_PLATE_ROWS: readonly SamplePlateRow[] = SAMPLE_PLATES.map(([registration, state, make, model, variant, buildYear], index) => {
  const row = SAMPLE_CATALOGUE_ROWS.find((r: SampleCatalogueRow) => r.makeCode === make && r.modelCode === model && r.variant === variant
    && r.yearFrom <= buildYear && (r.yearTo ?? buildYear) >= buildYear);
  if (!row) throw new Error(`sample plate ${registration} names no catalogue vehicle`);
  return { registration, state, nvic: row.nvic, buildYear, vin: row.assetType === 'BOAT' ? null : sampleVin(registration, buildYear, index) };
});
