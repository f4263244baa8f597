import {
  CreateLenderRequest, CreateProductRequest, UpdateLenderRequest, UpdateProductRequest,
} from '@kerb/domain/contracts/lenders';
import { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';
import {
  createLender, createProduct, getAdminLender, setLenderRetired, setProductRetired, updateLender, updateProduct,
} from '../../services/lenders/admin';
import { listAdminLenders } from '../../services/lenders/store';
import { replacePartnerConfig } from '../../services/partners/index';
import { flowReport } from '../../services/tracking/split-test';
import { adminKeyGuard } from './admin-key';

type LenderParams = { Params: { id: string } };
type ProductParams = { Params: { id: string; productId: string } };
type PartnerParams = { Params: { id: string } };

// Issue 3: "An admin API to list, create, update and retire lenders and products, guarded by an admin key
// from config." Every change reloads this instance's in-memory panel before it is answered, so the next
// quote shows it; other instances see it within LENDER_PANEL_CHECK_MS (docs/decisions/005).
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // onRequest: the key is checked before the body is read, so a caller without it learns nothing.
  app.addHook('onRequest', adminKeyGuard(app));
  const changed = async <T>(result: T): Promise<T> => {
    await app.lenderPanel.reload();
    return result;
  };

  app.get('/api/admin/lenders', async () => ({ lenders: await listAdminLenders(app.db) }));
  app.get<LenderParams>('/api/admin/lenders/:id', async (request) => getAdminLender(app.db, request.params.id));

  app.post('/api/admin/lenders', async (request, reply) => {
    const input = parseRequest(CreateLenderRequest, request.body);
    return reply.status(201).send(await changed(await createLender(app.db, input)));
  });
  app.patch<LenderParams>('/api/admin/lenders/:id', async (request) => {
    const patch = parseRequest(UpdateLenderRequest, request.body);
    return changed(await updateLender(app.db, request.params.id, patch));
  });
  // Retiring is soft: the lender leaves quotes and stays listed with retiredAt.
  app.delete<LenderParams>('/api/admin/lenders/:id', async (request) => changed(await setLenderRetired(app.db, request.params.id, true)));
  app.post<LenderParams>('/api/admin/lenders/:id/reinstate', async (request) => changed(await setLenderRetired(app.db, request.params.id, false)));

  app.post<LenderParams>('/api/admin/lenders/:id/products', async (request, reply) => {
    const input = parseRequest(CreateProductRequest, request.body);
    return reply.status(201).send(await changed(await createProduct(app.db, request.params.id, input)));
  });
  app.patch<ProductParams>('/api/admin/lenders/:id/products/:productId', async (request) => {
    const patch = parseRequest(UpdateProductRequest, request.body);
    return changed(await updateProduct(app.db, request.params.id, request.params.productId, patch));
  });
  app.delete<ProductParams>('/api/admin/lenders/:id/products/:productId', async (request) =>
    changed(await setProductRetired(app.db, request.params.id, request.params.productId, true)));
  app.post<ProductParams>('/api/admin/lenders/:id/products/:productId/reinstate', async (request) =>
    changed(await setProductRetired(app.db, request.params.id, request.params.productId, false)));

  // A partner's whole config, replaced (spec 1 §3 "Partner configuration"). This instance's cached configs
  // are re-read before the answer, so its next partner config and quote show the change; other instances
  // see it within LENDER_PANEL_CHECK_MS (docs/decisions/019).
  app.put<PartnerParams>('/api/admin/partners/:id', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body', 'must be a partner config');
    const config = parseRequest(PartnerConfig, { partnerId: request.params.id, ...body, id: request.params.id });
    const replaced = await replacePartnerConfig(app.db, config);
    await app.lenderPanel.refreshPartnersNow();
    return replaced;
  });

  // docs/decisions/054: a partner's tracked sessions by user flow, so the two flows of a split test (spec 1 §2
  // rule 3) can be compared.
  app.get<PartnerParams>('/api/admin/partners/:id/flows', async (request) =>
    ({ partnerId: request.params.id, flows: await flowReport(app.db, request.params.id) }));
};
