import type { Env } from '../../env';
import type { Database } from '../../db/client';
import type { VehicleCatalogue } from './catalogue-port';
/** The configured catalogue: the provider's gateway when VEHICLE_CATALOGUE_URL is set, else the database's. */
export declare function createVehicleCatalogue(env: Env, db: Database): VehicleCatalogue;
