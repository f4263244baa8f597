import { Tracking2Request, TrackingEventRequest } from '@kerb/domain/contracts/tracking';
import type { FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../services/borrowers/parse-request';
import { recordTracking } from '../../services/tracking/index';

// spec 1 §7 POST /api/tracking2 (every interaction) and POST /api/tracking (the full event, visible-on-
// screen events only). Public: visitors are tracked before they log in. 202: recorded, nothing to return.
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/tracking2', { bodyLimit: 16_384 }, async (request, reply) => {
    const event = parseRequest(Tracking2Request, request.body);
    return reply.status(202).send(await recordTracking(app.db, 'tracking2', event));
  });

  app.post('/api/tracking', { bodyLimit: 16_384 }, async (request, reply) => {
    const event = parseRequest(TrackingEventRequest, request.body);
    return reply.status(202).send(await recordTracking(app.db, 'tracking', event));
  });
};
