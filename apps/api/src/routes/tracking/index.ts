import { Tracking2Request, TrackingEventRequest, TrackingResponse } from '@kerb/domain/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordTracking } from '../../services/tracking/index';

// spec 1 §7 POST /api/tracking2 (every interaction) and POST /api/tracking (the full event, visible-on-
// screen events only). Public: visitors are tracked before they log in. 202: recorded, nothing to return.
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/tracking2', {
    bodyLimit: 16_384, schema: { body: Tracking2Request, response: { 202: TrackingResponse } },
  }, async (request, reply) => reply.status(202).send(await recordTracking(app.db, 'tracking2', request.body)));

  app.post('/api/tracking', {
    bodyLimit: 16_384, schema: { body: TrackingEventRequest, response: { 202: TrackingResponse } },
  }, async (request, reply) => reply.status(202).send(await recordTracking(app.db, 'tracking', request.body)));
};
