import {
  BuildYearsResponse, MakesResponse, ModelsResponse, PlateVehicle, VariantsResponse, VehicleOptionsResponse,
} from '@kerb/domain/contracts/vehicle-select';
import { safeParse, type core } from 'zod/mini';
import { askProvider } from '../provider-http';
import type { CatalogueQuery, VehicleCatalogue } from './catalogue-port';
import { VehicleDataError } from './port';

// A vehicle data provider's catalogue behind its HTTP gateway (docs/decisions/025): the gateway answers our
// own paths under VEHICLE_CATALOGUE_URL, with VEHICLE_CATALOGUE_KEY as a bearer token:
//   GET  {url}/{partner}/{assetType}[/{year}[/{makeCode}[/{modelCode}[/{variant}]]]] → the list in our shape
//   POST {url}/{partner}/plate/{registration}/{state} {billingData} → a PlateVehicle, or 404 for unknown
// A 404 on a list is an empty list. Anything else (another status, a timeout, an unreachable host, another
// body) is a VehicleDataError.

export interface HttpVehicleCatalogueOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export function createHttpVehicleCatalogue(options: HttpVehicleCatalogueOptions): VehicleCatalogue {
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(schema: core.$ZodType<T>, path: (string | number)[], body?: unknown): Promise<T | null> {
    const answer = await askProvider(
      { url: `${base}/${path.map(segment).join('/')}`, body, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 5_000 },
      { name: 'vehicle catalogue provider', error: (message) => new VehicleDataError(message), notFoundIsNull: true },
    );
    if (answer === null) return null;
    const parsed = safeParse(schema, answer);
    if (!parsed.success) throw new VehicleDataError('vehicle catalogue provider answer is not in the expected shape');
    return parsed.data;
  }

  const pathOf = (q: CatalogueQuery) =>
    [q.partnerId, q.assetType, q.year, q.makeCode, q.modelCode, q.variant].filter((p): p is string | number => p !== undefined);

  return {
    name: 'http',
    buildYears: async (q) => (await call(BuildYearsResponse, pathOf(q))) ?? [],
    makes: async (q) => (await call(MakesResponse, pathOf(q))) ?? [],
    models: async (q) => (await call(ModelsResponse, pathOf(q))) ?? [],
    variants: async (q) => (await call(VariantsResponse, pathOf(q))) ?? [],
    options: async (q) => (await call(VehicleOptionsResponse, pathOf(q))) ?? [],
    plate: async (q) => call(PlateVehicle, [q.partnerId, 'plate', q.registration, q.state], { billingData: q.billingData ?? null }),
  };
}
