import {
  AdminLender, AdminLenderList, AdminProduct, CreateLenderRequest, CreateProductRequest, UpdateLenderRequest, UpdateProductRequest,
} from '@kerb/domain/contracts/lenders';
import { EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import { FlowReportResponse } from '@kerb/domain/contracts/tracking';
import { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { parseRequest } from '../../services/borrowers/parse-request';
import {
  createLender, createProduct, getAdminLender, setLenderRetired, setProductRetired, updateLender, updateProduct,
} from '../../services/lenders/admin';
import { listAdminLenders } from '../../services/lenders/store';
import { replacePartnerWithAdminKey } from '../../services/console/partners';
import { flowReport } from '../../services/tracking/split-test';
import { adminKeyGuard } from './admin-key';
import { badRequest } from '../../plugins/errors';

const ProductParams = z.object({ ...IdParams.shape, productId: IdParams.shape.id });
const lender = { params: IdParams, response: { 200: AdminLender } };
const product = { params: ProductParams, response: { 200: AdminProduct } };

// Issue 3: "An admin API to list, create, update and retire lenders and products, guarded by an admin key
// from config." Every change reloads this instance's in-memory panel before it is answered, so the next
// quote shows it; other instances see it within LENDER_PANEL_CHECK_MS (docs/decisions/005).
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the key is checked before the body is read, so a caller without it learns nothing.
  app.addHook('onRequest', adminKeyGuard(app));
  const changed = async <T>(result: T): Promise<T> => {
    await app.lenderPanel.reload();
    return result;
  };

  app.get('/api/admin/lenders', { schema: { response: { 200: AdminLenderList } } }, async () => ({ lenders: await listAdminLenders(app.db) }));
  app.get('/api/admin/lenders/:id', { schema: lender }, async (request) => getAdminLender(app.db, request.params.id));

  app.post('/api/admin/lenders', { schema: { body: CreateLenderRequest, response: { 201: AdminLender } } }, async (request, reply) =>
    reply.status(201).send(await changed(await createLender(app.db, request.body))));
  app.patch('/api/admin/lenders/:id', { schema: { ...lender, body: UpdateLenderRequest } }, async (request) =>
    changed(await updateLender(app.db, request.params.id, request.body)));
  // Retiring is soft: the lender leaves quotes and stays listed with retiredAt.
  app.delete('/api/admin/lenders/:id', { schema: lender }, async (request) => changed(await setLenderRetired(app.db, request.params.id, true)));
  app.post('/api/admin/lenders/:id/reinstate', { schema: { ...lender, body: EmptyBody } }, async (request) => changed(await setLenderRetired(app.db, request.params.id, false)));

  app.post('/api/admin/lenders/:id/products', {
    schema: { params: IdParams, body: CreateProductRequest, response: { 201: AdminProduct } },
  }, async (request, reply) => reply.status(201).send(await changed(await createProduct(app.db, request.params.id, request.body))));
  app.patch('/api/admin/lenders/:id/products/:productId', { schema: { ...product, body: UpdateProductRequest } }, async (request) =>
    changed(await updateProduct(app.db, request.params.id, request.params.productId, request.body)));
  app.delete('/api/admin/lenders/:id/products/:productId', { schema: product }, async (request) =>
    changed(await setProductRetired(app.db, request.params.id, request.params.productId, true)));
  app.post('/api/admin/lenders/:id/products/:productId/reinstate', { schema: { ...product, body: EmptyBody } }, async (request) =>
    changed(await setProductRetired(app.db, request.params.id, request.params.productId, false)));

  // A partner's whole config, replaced (spec 1 §3 "Partner configuration"), kept as its next version and in the
  // audit log (docs/decisions/078). This instance's cached configs
  // are re-read before the answer, so its next partner config and quote show the change; other instances
  // see it within LENDER_PANEL_CHECK_MS (docs/decisions/019).
  // The config's id comes from the path (its partnerId too, unless the body names one), so the body is read
  // against the whole contract once the path's id is in it.
  app.put('/api/admin/partners/:id', {
    schema: { params: IdParams, body: z.looseObject({}), response: { 200: PartnerConfig } },
    // A whole config replaces the stored one: an empty or null body is refused, never read as "all defaults".
    preValidation: async (request) => {
      if (request.body == null) throw badRequest('body', 'must be a partner config');
    },
  }, async (request) => {
    const config = parseRequest(PartnerConfig, { partnerId: request.params.id, ...request.body, id: request.params.id });
    const replaced = await replacePartnerWithAdminKey(app.db, config);
    await app.lenderPanel.refreshPartnersNow();
    return replaced;
  });

  // docs/decisions/054: a partner's tracked sessions by user flow, so the two flows of a split test (spec 1 §2
  // rule 3) can be compared.
  app.get('/api/admin/partners/:id/flows', { schema: { params: IdParams, response: { 200: FlowReportResponse } } }, async (request) =>
    ({ partnerId: request.params.id, flows: await flowReport(app.db, request.params.id) }));
};
