import { GetPlaceIdRequest, LookupSuburbOrPostcodeRequest } from '@kerb/domain/contracts/places';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { createPlaces } from '../../adapters/places/index';
import { PlacesError, type Places } from '../../adapters/places/port';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
import { parseRequest } from '../../services/borrowers/parse-request';

export interface PlacesRoutesOptions {
  /** Another source than the configured one (adapters/places/index). */
  places?: Places;
}

// spec 2 §7: the address modal's suburb or postcode look-up and the place's coordinates
// (docs/decisions/024). Public, before any login, so rate limited per client; bad input is a 400 naming the
// field, an unknown place a 404, a provider's failure a 503 (spec 2 §8 "Location lookup or place detail
// failure: logged only": the widget carries on and the borrower types the address).
export const placesRoutes: FastifyPluginAsync<PlacesRoutesOptions> = async (app, options) => {
  const places = options.places ?? createPlaces(app.env);

  const unavailable = (reply: FastifyReply, err: PlacesError, what: string) => {
    reply.log.warn({ source: places.name, reason: err.message }, `${what} unavailable`);
    return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Place look-up is unavailable' });
  };

  app.post('/api/google/lookupSuburbOrPostcode', { config: lookupRateLimit(app) }, async (request, reply) => {
    const query = parseRequest(LookupSuburbOrPostcodeRequest, request.body);
    try {
      return { predictions: await places.lookup({ input: query.input, country: query.countryCode, billTo: query.managePartnerToBillId }) };
    } catch (err) {
      if (err instanceof PlacesError) return unavailable(reply, err, 'place look-up');
      throw err;
    }
  });

  app.post('/api/google/getPlaceId', { config: lookupRateLimit(app) }, async (request, reply) => {
    const { placeId } = parseRequest(GetPlaceIdRequest, request.body);
    try {
      const location = await places.location(placeId);
      if (!location) throw new HttpError(404, 'Place not found', 'placeId', 'no place with this id');
      return { result: { geometry: { location } } };
    } catch (err) {
      if (err instanceof PlacesError) return unavailable(reply, err, 'place detail');
      throw err;
    }
  });
};
