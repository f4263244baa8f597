import {
  GetPlaceIdRequest, GetPlaceIdResponse, LookupSuburbOrPostcodeRequest, LookupSuburbOrPostcodeResponse,
} from '@kerb/domain/contracts/places';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPlaces } from '../../adapters/places/index';
import { PlacesError, type Places } from '../../adapters/places/port';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';

export interface PlacesRoutesOptions {
  /** Another source than the configured one (adapters/places/index). */
  places?: Places;
}

// spec 2 §7: the address modal's suburb or postcode look-up and the place's coordinates
// (docs/decisions/024). Public, before any login, so rate limited per client; bad input is a 400 naming the
// field, an unknown place a 404, a provider's failure a 503 (spec 2 §8 "Location lookup or place detail
// failure: logged only": the widget carries on and the borrower types the address).
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const places = options.places ?? createPlaces(app.env);

  const unavailable = (log: FastifyBaseLogger, err: PlacesError, what: string) => {
    log.warn({ source: places.name, reason: err.message }, `${what} unavailable`);
    return new HttpError(503, 'Place look-up is unavailable');
  };

  app.post('/api/google/lookupSuburbOrPostcode', {
    config: { ...lookupRateLimit(app), samplePort: 'places' },
    schema: { body: LookupSuburbOrPostcodeRequest, response: { 200: LookupSuburbOrPostcodeResponse } },
  }, async (request) => {
    const query = request.body;
    try {
      return { predictions: await places.lookup({ input: query.input, country: query.countryCode, billTo: query.managePartnerToBillId }) };
    } catch (err) {
      if (err instanceof PlacesError) throw unavailable(request.log, err, 'place look-up');
      throw err;
    }
  });

  app.post('/api/google/getPlaceId', {
    config: { ...lookupRateLimit(app), samplePort: 'places' }, schema: { body: GetPlaceIdRequest, response: { 200: GetPlaceIdResponse } },
  }, async (request) => {
    const { placeId } = request.body;
    try {
      const location = await places.location(placeId);
      if (!location) throw new HttpError(404, 'Place not found', 'placeId', 'no place with this id');
      return { result: { geometry: { location } } };
    } catch (err) {
      if (err instanceof PlacesError) throw unavailable(request.log, err, 'place detail');
      throw err;
    }
  });
};
