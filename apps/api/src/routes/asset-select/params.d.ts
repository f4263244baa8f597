import { PlateState } from '@kerb/domain/contracts/vehicle-select';
import { AssetType } from '@kerb/domain/enums/index';
export declare function parseAssetType(value: string): AssetType;
export declare function parseYear(value: string, now: Date): number;
/** Make and model codes: letters, digits and a few joiners, compared in upper case. */
export declare function parseCode(field: 'makeCode' | 'modelCode', value: string): string;
/** A variant's name as the variants list gave it (spec 2 §5: at most 30 characters typed by hand). */
export declare function parseVariant(value: string): string;
/** spec 2 §5 "Registration number uppercased". */
export declare function parseRegistration(value: string): string;
/**
 * An Australian state or territory, or NZ. New Zealand plates are national; since spec 2 §5 puts a region
 * where Australia has a state ("NZ: region replaces state"), an NZ region is read as NZ.
 */
export declare function parseState(value: string): PlateState;
