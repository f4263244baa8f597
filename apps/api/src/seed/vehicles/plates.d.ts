import type { PlateState } from '@kerb/domain/contracts/vehicle-select';
/** [plate, state, make code, model code, variant, build year]. */
export type SamplePlate = readonly [string, PlateState, string, string, string, number];
export declare const SAMPLE_PLATES: readonly SamplePlate[];
