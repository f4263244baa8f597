import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import type { VehicleData } from './port';
export declare function createSampleVehicleData(now?: () => Date, catalogue?: CatalogueStore): VehicleData;
