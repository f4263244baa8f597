import { ServiceabilityRequest } from '@kerb/domain/contracts/serviceability';
import type { FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../services/borrowers/parse-request';
import { assessApplicant } from '../../services/serviceability/assess';

// spec 2 §7 "POST /api/serviceability". The owner's token is optional: the expense and income screens call
// it before and after login; with a token and no quote in the payload, the caller's saved loan is quoted.
export const serviceabilityRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/serviceability', async (request) => {
    const body = parseRequest(ServiceabilityRequest, request.body);
    const caller = await request.optionalCaller();
    return assessApplicant({ db: app.db, panel: app.lenderPanel }, body, caller);
  });
};
