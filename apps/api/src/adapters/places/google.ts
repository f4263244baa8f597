import { PLACE_PREDICTIONS_MAX } from '@kerb/domain/contracts/places';
import { z } from 'zod';
import { askProvider } from '../provider-http';
import { fromGooglePrediction } from './google-prediction';
import { PlacesError, type Places } from './port';

// Google Places behind GOOGLE_PLACES_KEY (docs/decisions/024): Autocomplete limited to regions (suburbs,
// postcodes) in the borrower's country, and Place Details asked for the geometry only (the cheapest field).
// Anything but a usable answer (unreachable, a timeout, an error status, OVER_QUERY_LIMIT, REQUEST_DENIED, a
// body that is not Google's) is a PlacesError, which the routes answer as 503.

export interface GooglePlacesOptions {
  key: string;
  /** https://maps.googleapis.com, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

const Autocomplete = z.object({
  status: z.string(),
  predictions: z.array(z.object({
    description: z.string(),
    place_id: z.string(),
    terms: z.array(z.object({ value: z.string() })).optional(),
    structured_formatting: z.object({ main_text: z.string().optional() }).optional(),
  })).default([]),
});

const Details = z.object({
  status: z.string(),
  result: z.object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }).optional(),
});

export function createGooglePlaces(options: GooglePlacesOptions): Places {
  const base = options.baseUrl.replace(/\/+$/, '');
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries({ ...params, key: options.key })) url.searchParams.set(k, v);
    // The key travels in the query, as Google's web services take it.
    return askProvider({ url, timeoutMs: options.timeoutMs }, { name: 'Google Places', error: (message) => new PlacesError(message) });
  }

  return {
    name: 'google',
    async lookup({ input, country }) {
      const body = Autocomplete.safeParse(await get('/maps/api/place/autocomplete/json', {
        input, types: '(regions)', components: `country:${country.toLowerCase()}`, language: 'en',
      }));
      if (!body.success) throw new PlacesError('Google Places autocomplete answer is not readable');
      if (body.data.status === 'ZERO_RESULTS') return [];
      if (body.data.status !== 'OK') throw new PlacesError(`Google Places autocomplete status ${body.data.status}`);
      return body.data.predictions.slice(0, PLACE_PREDICTIONS_MAX).map((p) => fromGooglePrediction(p, country));
    },
    async location(placeId) {
      const body = Details.safeParse(await get('/maps/api/place/details/json', { place_id: placeId, fields: 'geometry' }));
      if (!body.success) throw new PlacesError('Google Places details answer is not readable');
      // NOT_FOUND: an id Google no longer knows; INVALID_REQUEST: one that is not an id at all.
      if (body.data.status === 'NOT_FOUND' || body.data.status === 'INVALID_REQUEST') return undefined;
      if (body.data.status !== 'OK' || !body.data.result) throw new PlacesError(`Google Places details status ${body.data.status}`);
      return body.data.result.geometry.location;
    },
  };
}
