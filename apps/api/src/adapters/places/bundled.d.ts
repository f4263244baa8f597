import type { Country } from '@kerb/domain';
import { PlaceIndex } from './place-index';
import type { Places } from './port';
export interface BundledPlaces extends Places {
    /** The index of one country, built on first call. */
    index(country: Country): PlaceIndex;
}
export declare function createBundledPlaces(): BundledPlaces;
