import { VehicleValuationRequest, VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
import { maxBuildYear } from '@kerb/domain/partner/startup-param-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVehicleData } from '../../adapters/vehicle-data/index';
import { VehicleDataError, type VehicleData } from '../../adapters/vehicle-data/port';
import { createSampleVehicleData } from '../../adapters/vehicle-data/sample';
import { badRequest, HttpError } from '../../plugins/errors';
import { findPartnerConfig } from '../../services/partners/index';
import { catalogueStore } from '../../services/vehicle-catalogue/store';

export interface VehicleRoutesOptions {
  /** Another source than the configured one (adapters/vehicle-data/index). */
  vehicleData?: VehicleData;
  now?: () => Date;
}

// spec 2 §7 "a vehicle valuation lookup (path not shown)": ours is POST /api/vehicle/valuation
// (docs/decisions/011). Public: the quick calculator asks before anyone logs in. The partner's
// disabledGlassesGuideVinLookup (spec 2 §2 "unless that lookup is disabled by partner configuration") is
// enforced here too, so a partner's switch holds whatever the client does. Sample and demo-mode partners are
// always valued from the sample catalogue, so demos work on a deployment with a real provider and real
// partners never get sample figures from one.
export const vehicleRoutes: FastifyPluginAsyncZod<VehicleRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const catalogue = catalogueStore(app.db);
  const configured = options.vehicleData ?? createVehicleData(app.env, catalogue);
  const sample = createSampleVehicleData(now, catalogue);

  app.post('/api/vehicle/valuation', {
    config: { samplePort: 'vehicle-data' }, schema: { body: VehicleValuationRequest, response: { 200: VehicleValuationResponse } },
  }, async (request) => {
    const query = request.body;
    const latest = maxBuildYear(now());
    if (query.buildYear !== undefined && query.buildYear > latest) throw badRequest('buildYear', `must be ${latest} or earlier`);
    const partner = await findPartnerConfig(app.db, query.partnerId, request.log);
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    if (partner.disabledGlassesGuideVinLookup) {
      throw new HttpError(403, 'Vehicle valuation is disabled for this partner', 'partnerId', 'disabled by partner configuration');
    }
    const source = partner.isSample || partner.isDemoMode ? sample : configured;
    try {
      const valuation = await source.valuation(query);
      if (!valuation) throw new HttpError(404, 'Vehicle not found', query.nvic ? 'nvic' : 'vin', 'no valuation for this vehicle');
      return valuation;
    } catch (err) {
      if (!(err instanceof VehicleDataError)) throw err;
      // The provider's trouble, not the caller's: the widget carries on without a valuation.
      request.log.warn({ source: source.name, reason: err.message }, 'vehicle valuation unavailable');
      throw new HttpError(503, 'Vehicle valuation is unavailable');
    }
  });
};
