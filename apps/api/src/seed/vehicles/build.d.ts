import type { AssetType } from '@kerb/domain/enums/index';
import type { CatalogueVehicle } from '../../services/vehicle-catalogue/snapshot';
/** [variant, series (body, engine, gearbox), first build year, last build year or null, price new ($)]. */
export type VariantRow = readonly [string, string, number, number | null, number];
export interface SampleModelData {
    code: string;
    name: string;
    assetType: AssetType;
    variants: readonly VariantRow[];
}
export interface SampleMakeData {
    code: string;
    name: string;
    models: readonly SampleModelData[];
}
export declare const model: (code: string, name: string, assetType: AssetType, variants: readonly VariantRow[]) => SampleModelData;
/** A catalogue row as seeded: the vehicle without its make's name and image, which its make row holds. */
export type SampleCatalogueRow = Omit<CatalogueVehicle, 'makeName' | 'makeImageUrl'>;
/** FNV-1a over the names, as five base-36 characters after an "S". */
export declare function sampleCode(...names: string[]): string;
export declare function catalogueRows(makes: readonly SampleMakeData[]): SampleCatalogueRow[];
