import type { BuildYearsResponse, NamedCodeOption, PlateLookupRequest, PlateState, PlateVehicle, VehicleOptionsResponse } from '@kerb/domain/contracts/vehicle-select';
import type { AssetType } from '@kerb/domain/enums/index';
export interface CatalogueQuery {
    partnerId: string;
    assetType: AssetType;
    year?: number;
    makeCode?: string;
    modelCode?: string;
    variant?: string;
}
export interface PlateQuery {
    partnerId: string;
    registration: string;
    state: PlateState;
    billingData?: PlateLookupRequest['billingData'];
}
export type { PlateVehicle };
export interface VehicleCatalogue {
    readonly name: string;
    buildYears(query: CatalogueQuery): Promise<BuildYearsResponse>;
    makes(query: CatalogueQuery & {
        year: number;
    }): Promise<NamedCodeOption[]>;
    models(query: CatalogueQuery & {
        year: number;
        makeCode: string;
    }): Promise<NamedCodeOption[]>;
    variants(query: CatalogueQuery & {
        year: number;
        makeCode: string;
        modelCode: string;
    }): Promise<string[]>;
    options(query: CatalogueQuery & {
        year: number;
        makeCode: string;
        modelCode: string;
        variant: string;
    }): Promise<VehicleOptionsResponse>;
    /** The plate's vehicle, or null when the register does not know the plate. */
    plate(query: PlateQuery): Promise<PlateVehicle | null>;
}
