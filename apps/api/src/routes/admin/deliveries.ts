import {
  DeliveryDetail, DeliveryListQuery, DeliveryListResponse, DeliveryParams, SubmissionChannelResponse,
} from '@kerb/domain/contracts/deliveries';
import { EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import { SubmissionChannelRequest } from '@kerb/domain/delivery/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getDelivery, getSubmissionChannel, listDeliveries, retryDelivery, setSubmissionChannel,
} from '../../services/delivery/admin';
import { adminKeyGuard } from './admin-key';

// docs/decisions/045: the operator's view of deliveries to lenders and partners, and each lender's
// submission channel, under the admin key (ADMIN_KEY, x-kerb-admin-key).
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminKeyGuard(app));

  // Newest first; ?status=FAILED shows what needs the operator, ?applicationId= one application's events.
  app.get('/api/admin/deliveries', {
    schema: { querystring: DeliveryListQuery, response: { 200: DeliveryListResponse } },
  }, async (request) => {
    const { status, applicationId, limit } = request.query;
    const rows = await listDeliveries(app.db, {
      limit: limit ?? 50, ...(status ? { status } : {}), ...(applicationId ? { orderingKey: applicationId } : {}),
    });
    return { deliveries: rows };
  });

  // One delivery, its event and the log of its attempts; a failed one sent again once its receiver is fixed
  // (409 for any other status).
  const one = { params: DeliveryParams, response: { 200: DeliveryDetail } };
  app.get('/api/admin/deliveries/:id', { schema: one }, async (request) => getDelivery(app.db, request.params.id));
  app.post('/api/admin/deliveries/:id/retry', { schema: { ...one, body: EmptyBody } }, async (request) => retryDelivery(app.db, request.params.id));

  app.get('/api/admin/lenders/:id/channel', {
    schema: { params: IdParams, response: { 200: SubmissionChannelResponse } },
  }, async (request) => getSubmissionChannel(app.db, request.params.id));
  app.put('/api/admin/lenders/:id/channel', {
    schema: { params: IdParams, body: SubmissionChannelRequest, response: { 200: SubmissionChannelResponse } },
  }, async (request) => setSubmissionChannel(app.db, request.params.id, request.body));
};
