import { IdParams } from '@kerb/domain/contracts/common';
import { WaterfallResponse } from '@kerb/domain/contracts/lenders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';

// spec 1 §7 GET /api/data/waterfall/{id}: "data with tiers; null on failure". The id is a partner id; the
// tiers are the partner's waterfallLenders as configured (docs/decisions/005 says how quotes read them:
// an empty tier takes every lender no earlier tier names). Served from the partner configs in memory.
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/data/waterfall/:id', { schema: { params: IdParams, response: { 200: WaterfallResponse } } }, async (request): Promise<WaterfallResponse> => {
    const partner = await app.lenderPanel.partner(request.params.id);
    if (!partner) throw new HttpError(404, 'Partner not found', 'id', 'no partner with this id');
    return { tiers: partner.waterfallLenders ?? [] };
  });
};
