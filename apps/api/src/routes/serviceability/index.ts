import { ServiceabilityRequest, ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessApplicant } from '../../services/serviceability/assess';

// spec 2 §7 "POST /api/serviceability". The owner's token is optional: the expense and income screens call
// it before and after login; with a token and no quote in the payload, the caller's saved loan is quoted.
export const serviceabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/serviceability', { schema: { body: ServiceabilityRequest, response: { 200: ServiceabilityResponse } } }, async (request) => {
    const body = request.body;
    const caller = await request.optionalCaller();
    return assessApplicant({ db: app.db, panel: app.lenderPanel }, body, caller);
  });
};
