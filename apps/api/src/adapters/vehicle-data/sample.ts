import { depreciatedValue, sampleValuation, type Valuation, type ValuationQuery } from '@kerb/domain/vehicle/valuation';
import { vinModelYear } from '@kerb/domain/vehicle/vin';
import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import { describeVehicle } from '../../services/vehicle-catalogue/snapshot';
import type { VehicleData } from './port';

// The embedded default: the domain's sample catalogue, offline and deterministic for a given date; then the
// vehicle catalogue in the database (docs/decisions/025), by code or by a sample plate's VIN, valued by the
// same curve, so a code the vehicle screen offers is valued as its option showed.
export function createSampleVehicleData(now: () => Date = () => new Date(), catalogue?: CatalogueStore): VehicleData {
  return {
    name: 'sample',
    async valuation(query) {
      const at = now();
      return sampleValuation(query, at) ?? (catalogue ? catalogueValuation(await catalogue.get(), query, at) : null);
    },
  };
}

type Snapshot = Awaited<ReturnType<CatalogueStore['get']>>;

function catalogueValuation(snapshot: Snapshot, query: ValuationQuery, now: Date): Valuation | null {
  const valuationYear = now.getUTCFullYear();
  const vin = query.vin?.trim().toUpperCase();
  const plate = vin ? snapshot.byVin.get(vin) : undefined;
  const vehicle = snapshot.byNvic.get(query.nvic?.trim().toUpperCase() ?? '') ?? (plate ? snapshot.byNvic.get(plate.nvic) : undefined);
  if (!vehicle) return null;
  // As docs/decisions/011: the year asked, else the plate's (or the VIN's), else the last build year.
  const buildYear = query.buildYear ?? plate?.buildYear ?? (vin ? vinModelYear(vin, valuationYear + 1) : undefined)
    ?? vehicle.yearTo ?? valuationYear;
  if (buildYear < vehicle.yearFrom || buildYear > (vehicle.yearTo ?? valuationYear + 1)) return null;
  return {
    glassValuation: depreciatedValue({ newPrice: vehicle.newPrice, buildYear, valuationYear, condition: query.condition, kilometers: query.kilometers }),
    nvic: vehicle.nvic,
    description: describeVehicle(vehicle, buildYear),
    buildYear,
  };
}
