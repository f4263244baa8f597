import type { AssetType } from '@kerb/domain/enums/index';
export interface CatalogueVehicle {
    nvic: string;
    assetType: AssetType;
    makeCode: string;
    makeName: string;
    makeImageUrl: string | null;
    modelCode: string;
    modelName: string;
    variant: string;
    series: string;
    yearFrom: number;
    yearTo: number | null;
    newPrice: number;
}
export interface CataloguePlate {
    registration: string;
    state: string;
    nvic: string;
    buildYear: number;
    vin: string | null;
}
export interface CatalogueSnapshot {
    vehicles: readonly CatalogueVehicle[];
    byNvic: ReadonlyMap<string, CatalogueVehicle>;
    /** Keyed `${registration} ${state}`. */
    plates: ReadonlyMap<string, CataloguePlate>;
    byVin: ReadonlyMap<string, CataloguePlate>;
}
/** Where a make without an image of its own gets a plain badge (routes/asset-select/make-badge.ts). */
export declare const MAKE_BADGE_PATH = "/api/asset/make-image";
export declare const plateKey: (registration: string, state: string) => string;
export declare function snapshotOf(vehicles: CatalogueVehicle[], plates: CataloguePlate[]): CatalogueSnapshot;
/** Whether a vehicle was built in a year; one still built counts up to this year. */
export declare const builtIn: (v: CatalogueVehicle, year: number, thisYear: number) => boolean;
/** "2021 Toyota RAV4 GXL Wagon 2.5L Hybrid 2WD". */
export declare const describeVehicle: (v: CatalogueVehicle, year: number) => string;
