import type { Country } from '@kerb/domain';
import { type PlacePrediction } from '@kerb/domain/contracts/places';
export interface Place {
    id: string;
    country: Country;
    suburb: string;
    state: PlacePrediction['state'];
    postcode: string;
    lat: number;
    lng: number;
    /** Lower is likelier (a metropolitan locality before a remote one); ties go alphabetical. */
    signal: number;
    /** People in the town, for the capitals and large towns (large-places.ts); a listed town comes first. */
    population?: number;
}
export declare const toPrediction: (p: Place) => PlacePrediction;
export declare class PlaceIndex {
    private readonly words;
    private readonly byPostcode;
    private readonly byId;
    constructor(places: readonly Place[]);
    get size(): number;
    get(id: string): Place | undefined;
    /** spec 2 §7 lookupSuburbOrPostcode: digits search postcodes, anything else the names' words. */
    search(input: string, limit?: number): Place[];
    private postcodes;
    private names;
}
