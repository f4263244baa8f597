import type { CatalogueStore } from '../../services/vehicle-catalogue/store';
import type { VehicleCatalogue } from './catalogue-port';
export declare function createSampleVehicleCatalogue(store: CatalogueStore, now?: () => Date): VehicleCatalogue;
