import type { Env } from '../../env';
import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import { createHttpVehicleData } from './http';
import type { VehicleData } from './port';
import { createSampleVehicleData } from './sample';

/**
 * The configured vehicle data: the HTTP adapter when VEHICLE_DATA_URL is set, else the sample catalogue and
 * the catalogue in the database (docs/decisions/025).
 */
export function createVehicleData(env: Env, catalogue?: CatalogueStore): VehicleData {
  if (!env.VEHICLE_DATA_URL) return createSampleVehicleData(undefined, catalogue);
  return createHttpVehicleData({ url: env.VEHICLE_DATA_URL, apiKey: env.VEHICLE_DATA_KEY, timeoutMs: env.VEHICLE_DATA_TIMEOUT_MS });
}
