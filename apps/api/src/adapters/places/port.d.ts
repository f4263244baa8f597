import type { Country } from '@kerb/domain';
import type { LatLng, PlacePrediction } from '@kerb/domain/contracts/places';
export interface PlaceQuery {
    /** The borrower's text: a suburb's beginning or a postcode, at least 3 characters (spec 2 §7). */
    input: string;
    country: Country;
    /** The partner a paid provider's call is billed to (spec 2 §7 managePartnerToBillId). */
    billTo?: string | null | undefined;
}
export interface Places {
    /** "bundled", or the provider's name, for the logs. */
    readonly name: string;
    /** At most PLACE_PREDICTIONS_MAX predictions, best first; a PlacesError when the source cannot answer. */
    lookup(query: PlaceQuery): Promise<PlacePrediction[]>;
    /** The place's centre, or undefined for an id the source does not know. */
    location(placeId: string): Promise<LatLng | undefined>;
}
/** The source could not answer (unreachable, timed out, refused, or answered nonsense): a 503, never a 500. */
export declare class PlacesError extends Error {
    readonly name = "PlacesError";
}
