// spec 2 §7: the place look-ups behind the address modal. POST /api/google/lookupSuburbOrPostcode
// {input, countryCode, managePartnerToBillId} → {predictions: [{description, place_id}]} and
// POST /api/google/getPlaceId {placeId} → {result: {geometry: {location: {lat, lng}}}}. Each prediction also
// carries its parts (suburb, state or region, postcode, country), so the modal fills its fields without
// reading the text (docs/decisions/024-places-lookup.md).
import { z } from 'zod/mini';
import { StateOrRegion } from '../borrower/fields';
import { Country } from '../enums/index';

/** Fewer characters than this match too much to be useful (docs/decisions/024). */
export const PLACE_INPUT_MIN = 3;
/** The most predictions one look-up answers. */
export const PLACE_PREDICTIONS_MAX = 10;

export const LookupSuburbOrPostcodeRequest = z.strictObject({
  input: z.string().check(z.trim(), z.minLength(PLACE_INPUT_MIN, `at least ${PLACE_INPUT_MIN} characters`), z.maxLength(80)),
  countryCode: Country,
  // Which partner a paid provider's call is billed to (spec 2 §7); the bundled data bills no one.
  managePartnerToBillId: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
});
export type LookupSuburbOrPostcodeRequest = z.output<typeof LookupSuburbOrPostcodeRequest>;

export const PlacePrediction = z.object({
  /** "Geelong VIC 3220, Australia" / "Ponsonby, Auckland 1011, New Zealand" (places/description). */
  description: z.string(),
  place_id: z.string(),
  suburb: z.string(),
  /** AU state code or NZ region; absent only when a maps provider did not name it. */
  state: z.optional(StateOrRegion),
  /** Four digits; absent only when a maps provider did not give one. */
  postcode: z.optional(z.string()),
  country: Country,
});
export type PlacePrediction = z.infer<typeof PlacePrediction>;

export const LookupSuburbOrPostcodeResponse = z.object({ predictions: z.array(PlacePrediction) });
export type LookupSuburbOrPostcodeResponse = z.infer<typeof LookupSuburbOrPostcodeResponse>;

export const GetPlaceIdRequest = z.strictObject({
  placeId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(300)),
});
export type GetPlaceIdRequest = z.output<typeof GetPlaceIdRequest>;

export const LatLng = z.object({ lat: z.number().check(z.minimum(-90), z.maximum(90)), lng: z.number().check(z.minimum(-180), z.maximum(180)) });
export type LatLng = z.infer<typeof LatLng>;

export const GetPlaceIdResponse = z.object({ result: z.object({ geometry: z.object({ location: LatLng }) }) });
export type GetPlaceIdResponse = z.infer<typeof GetPlaceIdResponse>;
