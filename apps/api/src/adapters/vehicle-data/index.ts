import type { Env } from '../../env';
import { createHttpVehicleData } from './http';
import type { VehicleData } from './port';
import { createSampleVehicleData } from './sample';

/** The configured vehicle data: the HTTP adapter when VEHICLE_DATA_URL is set, else the sample catalogue. */
export function createVehicleData(env: Env): VehicleData {
  if (!env.VEHICLE_DATA_URL) return createSampleVehicleData();
  return createHttpVehicleData({ url: env.VEHICLE_DATA_URL, apiKey: env.VEHICLE_DATA_KEY, timeoutMs: env.VEHICLE_DATA_TIMEOUT_MS });
}
