import type { Country } from '@kerb/domain';
import type { Place } from './place-index';
/** The listed towns of a country, as "name|state" keys (for checking the list against the data). */
export declare const largePlaceKeys: (country: Country) => string[];
/** `places` with each listed town's population set. */
export declare function withPopulation(country: Country, places: Place[]): Place[];
