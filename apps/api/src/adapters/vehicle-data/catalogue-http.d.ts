import type { VehicleCatalogue } from './catalogue-port';
export interface HttpVehicleCatalogueOptions {
    url: string;
    apiKey?: string | undefined;
    timeoutMs?: number;
}
export declare function createHttpVehicleCatalogue(options: HttpVehicleCatalogueOptions): VehicleCatalogue;
