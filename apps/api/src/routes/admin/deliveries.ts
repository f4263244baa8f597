import { SubmissionChannelRequest } from '@kerb/domain/delivery/webhook';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';
import {
  DELIVERY_STATUSES, getDelivery, getSubmissionChannel, listDeliveries, retryDelivery, setSubmissionChannel, type DeliveryStatus,
} from '../../services/delivery/admin';
import { adminKeyGuard } from './admin-key';

const MAX_LIST = 200;

type ListQuery = { Querystring: { status?: string; applicationId?: string; limit?: string } };

// docs/decisions/045: the operator's view of deliveries to lenders and partners, and each lender's
// submission channel, under the admin key (ADMIN_KEY, x-kerb-admin-key).
export const deliveryAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', adminKeyGuard(app));

  // Newest first; ?status=FAILED shows what needs the operator, ?applicationId= one application's events.
  app.get<ListQuery>('/api/admin/deliveries', async (request) => {
    const { status, applicationId, limit } = request.query;
    if (status !== undefined && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) {
      throw badRequest('status', `must be one of ${DELIVERY_STATUSES.join(', ')}`);
    }
    const count = limit === undefined ? 50 : Number(limit);
    if (!Number.isInteger(count) || count < 1 || count > MAX_LIST) throw badRequest('limit', `must be a whole number from 1 to ${MAX_LIST}`);
    const rows = await listDeliveries(app.db, {
      limit: count, ...(status ? { status: status as DeliveryStatus } : {}), ...(applicationId ? { orderingKey: applicationId } : {}),
    });
    return { deliveries: rows };
  });

  // One delivery, its event and the log of its attempts.
  const deliveryId = (raw: string) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest('id', 'must be a delivery id');
    return id;
  };
  app.get<{ Params: { id: string } }>('/api/admin/deliveries/:id', async (request) => getDelivery(app.db, deliveryId(request.params.id)));
  // A failed delivery sent again once its receiver is fixed (409 for any other status).
  app.post<{ Params: { id: string } }>('/api/admin/deliveries/:id/retry', async (request) => retryDelivery(app.db, deliveryId(request.params.id)));

  app.get<{ Params: { id: string } }>('/api/admin/lenders/:id/channel', async (request) => getSubmissionChannel(app.db, request.params.id));
  app.put<{ Params: { id: string } }>('/api/admin/lenders/:id/channel', async (request) =>
    setSubmissionChannel(app.db, request.params.id, parseRequest(SubmissionChannelRequest, request.body)));
};
