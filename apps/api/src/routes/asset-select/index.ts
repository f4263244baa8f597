import { Binary } from '@kerb/domain/contracts/common';
import {
  AssetSelectPath, BuildYearsResponse, MakesResponse, ModelsResponse, PlateLookupRequest, PlateLookupResponse, VariantsResponse,
  VehicleOptionsResponse,
} from '@kerb/domain/contracts/vehicle-select';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { PLATE_NOT_FOUND_DESCRIPTION } from '@kerb/domain/vehicle/select';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { createVehicleCatalogue } from '../../adapters/vehicle-data/catalogue-index';
import type { VehicleCatalogue } from '../../adapters/vehicle-data/catalogue-port';
import { createSampleVehicleCatalogue } from '../../adapters/vehicle-data/catalogue-sample';
import { VehicleDataError } from '../../adapters/vehicle-data/port';
import { HttpError } from '../../plugins/errors';
import { lookupRateLimit } from '../../plugins/rate-limit';
import { findPartnerConfig } from '../../services/partners/index';
import { MAKE_BADGE_PATH } from '../../services/vehicle-catalogue/snapshot';
import { catalogueStore } from '../../services/vehicle-catalogue/store';
import { makeBadgeSvg } from './make-badge';
import { parseAssetType, parseCode, parseRegistration, parseState, parseVariant, parseYear } from './params';
import { publicOrigin } from '../../plugins/public-origin';

export interface AssetSelectRoutesOptions {
  /** Another source than the configured one (adapters/vehicle-data/catalogue-index). */
  catalogue?: VehicleCatalogue;
  now?: () => Date;
}

/** What the partner look-up reads of a request. */
type PartnerRequest = { params: { partner: string }; log: FastifyBaseLogger };
const path = <K extends keyof typeof AssetSelectPath.shape>(...keys: K[]) =>
  z.pick(AssetSelectPath, Object.fromEntries(keys.map((key) => [key, true])) as never) as z.ZodMiniObject<Pick<typeof AssetSelectPath.shape, K>>;

// spec 2 §7 the vehicle screen's look-ups (docs/decisions/025). Public (the vehicle screen comes before any
// login for some flows) and rate limited per client, since a provider may bill each call. Sample and
// demo-mode partners always search the catalogue in the database, so demos work on a deployment with a
// provider and real partners never get sample vehicles from one.
export const assetSelectRoutes: FastifyPluginAsyncZod<AssetSelectRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const configured = options.catalogue ?? createVehicleCatalogue(app.env, app.db);
  const sample = createSampleVehicleCatalogue(catalogueStore(app.db), now);
  const config = { ...lookupRateLimit(app), samplePort: 'vehicle-data' } as const;
  // The catalogue's own badges are paths on this server; the widget may run on a dealer's page, so they are
  // answered as absolute addresses, as the embed script names its origin.
  const absolute = (request: FastifyRequest, url: string | null) =>
    url?.startsWith('/') ? `${publicOrigin(app.env, request)}${url}` : url;

  async function partnerOf(request: PartnerRequest): Promise<PartnerConfig> {
    const partner = await findPartnerConfig(app.db, request.params.partner, request.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partner', 'no partner with this id');
    return partner;
  }
  const sourceFor = (partner: PartnerConfig) => (partner.isSample || partner.isDemoMode ? sample : configured);

  // A provider that cannot answer a list is not the caller's fault: 503, and the screen offers the manual
  // vehicle (spec 2 §2 "Manual vehicle").
  async function list<T>(request: PartnerRequest, ask: (source: VehicleCatalogue, partnerId: string) => Promise<T>) {
    const partner = await partnerOf(request);
    const source = sourceFor(partner);
    try {
      return await ask(source, partner.id);
    } catch (err) {
      if (!(err instanceof VehicleDataError)) throw err;
      request.log.warn({ source: source.name, reason: err.message }, 'vehicle catalogue unavailable');
      throw new HttpError(503, 'Vehicle search is unavailable');
    }
  }

  const base = '/api/asset/select/:partner/:assetType';
  app.get(base, {
    config, schema: { params: path('partner', 'assetType'), response: { 200: BuildYearsResponse } },
  }, async (request) => {
    const assetType = parseAssetType(request.params.assetType);
    return list(request,  (s, partnerId) => s.buildYears({ partnerId, assetType }));
  });
  app.get(`${base}/:year`, {
    config, schema: { params: path('partner', 'assetType', 'year'), response: { 200: MakesResponse } },
  }, async (request) => {
    const assetType = parseAssetType(request.params.assetType);
    const year = parseYear(request.params.year, now());
    return list(request, (s, partnerId) => s.makes({ partnerId, assetType, year }));
  });
  app.get(`${base}/:year/:makeCode`, {
    config, schema: { params: path('partner', 'assetType', 'year', 'makeCode'), response: { 200: ModelsResponse } },
  }, async (request) => {
    const assetType = parseAssetType(request.params.assetType);
    const year = parseYear(request.params.year, now());
    const makeCode = parseCode('makeCode', request.params.makeCode);
    return list(request, (s, partnerId) => s.models({ partnerId, assetType, year, makeCode }));
  });
  app.get(`${base}/:year/:makeCode/:modelCode`, {
    config, schema: { params: path('partner', 'assetType', 'year', 'makeCode', 'modelCode'), response: { 200: VariantsResponse } },
  }, async (request) => {
    const assetType = parseAssetType(request.params.assetType);
    const year = parseYear(request.params.year, now());
    const makeCode = parseCode('makeCode', request.params.makeCode);
    const modelCode = parseCode('modelCode', request.params.modelCode);
    return list(request, (s, partnerId) => s.variants({ partnerId, assetType, year, makeCode, modelCode }));
  });
  app.get(`${base}/:year/:makeCode/:modelCode/:variant`, {
    config,
    schema: { params: path('partner', 'assetType', 'year', 'makeCode', 'modelCode', 'variant'), response: { 200: VehicleOptionsResponse } },
  }, async (request) => {
    const assetType = parseAssetType(request.params.assetType);
    const year = parseYear(request.params.year, now());
    const makeCode = parseCode('makeCode', request.params.makeCode);
    const modelCode = parseCode('modelCode', request.params.modelCode);
    const variant = parseVariant(request.params.variant);
    return list(request, async (s, partnerId) =>
      (await s.options({ partnerId, assetType, year, makeCode, modelCode, variant })).map((o) => ({ ...o, makeImageUrl: absolute(request, o.makeImageUrl) })));
  });

  // spec 2 §7 plate look-up; spec 2 §8 "Registration lookup failure or lookup disabled → default not-found
  // description": an unknown plate, a failing provider, or a partner that switched vehicle look-ups off
  // (disabledGlassesGuideVinLookup, as docs/decisions/011 reads it) all answer 200 with found false and
  // spec 1 §8's text, which the screen shows as it is.
  app.post('/api/asset/select/:partner/plate/:registration/:state', {
    config,
    schema: { params: path('partner', 'registration', 'state'), body: PlateLookupRequest, response: { 200: PlateLookupResponse } },
  }, async (request): Promise<PlateLookupResponse> => {
    const registrationNumber = parseRegistration(request.params.registration);
    const registrationState = parseState(request.params.state);
    const { billingData } = request.body;
    const partner = await partnerOf(request);
    const notFound: PlateLookupResponse = { found: false, description: PLATE_NOT_FOUND_DESCRIPTION, makeImageUrl: null, registrationNumber, registrationState };
    if (partner.disabledGlassesGuideVinLookup) return notFound;
    const source = sourceFor(partner);
    try {
      const vehicle = await source.plate({ partnerId: partner.id, registration: registrationNumber, state: registrationState, billingData });
      return vehicle ? { ...vehicle, makeImageUrl: absolute(request, vehicle.makeImageUrl), found: true, registrationNumber, registrationState } : notFound;
    } catch (err) {
      if (!(err instanceof VehicleDataError)) throw err;
      request.log.warn({ source: source.name, reason: err.message }, 'plate look-up unavailable');
      return notFound;
    }
  });

  app.get(`${MAKE_BADGE_PATH}/:makeCode`, {
    schema: { params: path('makeCode'), response: { 200: { description: 'The make\'s badge', content: { 'image/svg+xml': { schema: Binary } } } } },
  }, async (request, reply) => {
    const code = request.params.makeCode.trim().toUpperCase();
    const vehicle = (await catalogueStore(app.db).get()).vehicles.find((v) => v.makeCode === code);
    if (!vehicle) throw new HttpError(404, 'Make not found', 'makeCode', 'no make with this code');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(makeBadgeSvg(vehicle.makeCode, vehicle.makeName));
  });
};
