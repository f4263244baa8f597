import type { Env } from '../../env';
import { catalogueStore } from '../../services/vehicle-catalogue/store';
import type { Database } from '../../db/client';
import { createHttpVehicleCatalogue } from './catalogue-http';
import type { VehicleCatalogue } from './catalogue-port';
import { createSampleVehicleCatalogue } from './catalogue-sample';

/** The configured catalogue: the provider's gateway when VEHICLE_CATALOGUE_URL is set, else the database's. */
export function createVehicleCatalogue(env: Env, db: Database): VehicleCatalogue {
  if (!env.VEHICLE_CATALOGUE_URL) return createSampleVehicleCatalogue(catalogueStore(db));
  return createHttpVehicleCatalogue({
    url: env.VEHICLE_CATALOGUE_URL,
    apiKey: env.VEHICLE_CATALOGUE_KEY ?? env.VEHICLE_DATA_KEY,
    timeoutMs: env.VEHICLE_DATA_TIMEOUT_MS,
  });
}
