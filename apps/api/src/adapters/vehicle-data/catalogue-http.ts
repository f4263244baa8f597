import {
  BuildYearsResponse, MakesResponse, ModelsResponse, PlateVehicle, VariantsResponse, VehicleOptionsResponse,
} from '@kerb/domain/contracts/vehicle-select';
import { safeParse, type core } from 'zod/mini';
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
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let answer: unknown;
    try {
      const response = await fetch(`${base}/${path.map(segment).join('/')}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new VehicleDataError(`vehicle catalogue provider answered ${response.status}`);
      }
      answer = await response.json();
    } catch (err) {
      if (err instanceof VehicleDataError) throw err;
      throw new VehicleDataError(`vehicle catalogue provider unreachable or unreadable (${(err as Error).name})`);
    }
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
