import { type SampleCatalogueRow, type SampleMakeData } from './build';
export declare const SAMPLE_VEHICLE_MAKES: readonly SampleMakeData[];
export declare const SAMPLE_CATALOGUE_ROWS: readonly SampleCatalogueRow[];
export interface SamplePlateRow {
    registration: string;
    state: string;
    nvic: string;
    buildYear: number;
    vin: string | null;
}
/** Each sample plate with the code of the first catalogue row of its variant built in its year. */
export declare const SAMPLE_PLATE_ROWS: readonly SamplePlateRow[];
