import { VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
import { VehicleDataError, type VehicleData, type ValuationQuery } from './port';

// A vehicle data provider behind its HTTP gateway (docs/decisions/011): POST the query as JSON to
// VEHICLE_DATA_URL with VEHICLE_DATA_KEY as a bearer token. 200 carries the valuation, 404 means the
// vehicle is unknown; anything else (another status, a timeout, an unreachable host, another body) is a
// VehicleDataError.

export interface HttpVehicleDataOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

export function createHttpVehicleData(options: HttpVehicleDataOptions): VehicleData {
  return {
    name: 'http',
    async valuation(query: ValuationQuery) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let body: unknown;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify(query),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new VehicleDataError(`vehicle data provider answered ${response.status}`);
        }
        body = await response.json();
      } catch (err) {
        if (err instanceof VehicleDataError) throw err;
        throw new VehicleDataError(`vehicle data provider unreachable or unreadable (${(err as Error).name})`);
      }
      const parsed = VehicleValuationResponse.safeParse(body);
      if (!parsed.success) throw new VehicleDataError('vehicle data provider answer is not a valuation');
      return parsed.data;
    },
  };
}
