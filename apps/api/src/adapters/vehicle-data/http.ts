import { VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
import { askProvider } from '../provider-http';
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
      const body = await askProvider(
        { url: options.url, body: query, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 5_000 },
        { name: 'vehicle data provider', error: (message) => new VehicleDataError(message), notFoundIsNull: true },
      );
      if (body === null) return null;
      const parsed = VehicleValuationResponse.safeParse(body);
      if (!parsed.success) throw new VehicleDataError('vehicle data provider answer is not a valuation');
      return parsed.data;
    },
  };
}
