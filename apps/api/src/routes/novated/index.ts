import { NovatedCostsRequest, NovatedCostsResponse } from '@kerb/domain/contracts/novated';
import { novatedCosts } from '@kerb/domain/novated/novated-costs';
import { incomeYearOf } from '@kerb/domain/tax/income-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// spec 2 §7 "POST /api/novatedCosts": the cost summary of spec 2 §3 "Novated cost result", every amount in
// dollars to two decimals (novated/novated-costs rounds them). Public: pure computation on the payload, asked
// by the your-scores screen before the indicatively approved screen shows the table. Tax, HELP and the vehicle
// tax limits are today's income year's, as serviceability's are.
export const novatedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/novatedCosts', { schema: { body: NovatedCostsRequest, response: { 200: NovatedCostsResponse } } }, async (request) =>
    novatedCosts(request.body, { incomeYear: incomeYearOf(new Date()) }));
};
