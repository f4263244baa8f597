import type { Env } from '../../env';
import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import type { VehicleData } from './port';
/**
 * The configured vehicle data: the HTTP adapter when VEHICLE_DATA_URL is set, else the sample catalogue and
 * the catalogue in the database (docs/decisions/025).
 */
export declare function createVehicleData(env: Env, catalogue?: CatalogueStore): VehicleData;
