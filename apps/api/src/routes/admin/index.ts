import {
  AdminLender, AdminLenderList, AdminProduct, CreateLenderRequest, CreateProductRequest, UpdateLenderRequest, UpdateProductRequest,
} from '@kerb/domain/contracts/lenders';
import { EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import { FlowReportResponse } from '@kerb/domain/contracts/tracking';
import { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { parseRequest } from '../../services/borrowers/parse-request';
import {
  createLender, createProduct, getAdminLender, getAdminProduct, setLenderRetired, setProductRetired, updateLender, updateProduct,
} from '../../services/lenders/admin';
import { auditedLenderChange } from '../../services/lenders/audit';
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
  // Each change in the audit log as the admin key's (no console user), in the change's transaction; then this
  // instance's panel reloaded.
  const changed = async <T extends object>(
    action: string, target: string, before: (db: Database) => Promise<object | null>, change: (db: Database) => Promise<T>,
  ): Promise<T> => {
    const after = await auditedLenderChange(app.db, null, action, target, before, change);
    await app.lenderPanel.reload();
    return after;
  };
  const none = async () => null;

  app.get('/api/admin/lenders', { schema: { response: { 200: AdminLenderList } } }, async () => ({ lenders: await listAdminLenders(app.db) }));
  app.get('/api/admin/lenders/:id', { schema: lender }, async (request) => getAdminLender(app.db, request.params.id));

  app.post('/api/admin/lenders', { schema: { body: CreateLenderRequest, response: { 201: AdminLender } } }, async (request, reply) => {
    const created = await changed('lender.created', request.body.id, none, (db) => createLender(db, request.body));
    return reply.status(201).send(created);
  });
  app.patch('/api/admin/lenders/:id', { schema: { ...lender, body: UpdateLenderRequest } }, async (request) => {
    const { id } = request.params;
    return changed('lender.changed', id, (db) => getAdminLender(db, id), (db) => updateLender(db, id, request.body));
  });
  // Retiring is soft: the lender leaves quotes and stays listed with retiredAt.
  for (const [method, path, action, retired] of [
    ['DELETE', '/api/admin/lenders/:id', 'lender.retired', true], ['POST', '/api/admin/lenders/:id/reinstate', 'lender.reinstated', false],
  ] as const) {
    app.route({
      method, url: path, schema: method === 'POST' ? { ...lender, body: EmptyBody } : lender,
      handler: async (request) => {
        const { id } = request.params as { id: string };
        return changed(action, id, (db) => getAdminLender(db, id), (db) => setLenderRetired(db, id, retired));
      },
    });
  }

  app.post('/api/admin/lenders/:id/products', {
    schema: { params: IdParams, body: CreateProductRequest, response: { 201: AdminProduct } },
  }, async (request, reply) => {
    const { id } = request.params;
    const created = await changed('lender.product_created', `${id} ${request.body.id}`, none, (db) => createProduct(db, id, request.body));
    return reply.status(201).send(created);
  });
  app.patch('/api/admin/lenders/:id/products/:productId', { schema: { ...product, body: UpdateProductRequest } }, async (request) => {
    const { id, productId } = request.params;
    return changed('lender.product_changed', `${id} ${productId}`, (db) => getAdminProduct(db, id, productId), (db) => updateProduct(db, id, productId, request.body));
  });
  for (const [method, path, action, retired] of [
    ['DELETE', '/api/admin/lenders/:id/products/:productId', 'lender.product_retired', true],
    ['POST', '/api/admin/lenders/:id/products/:productId/reinstate', 'lender.product_reinstated', false],
  ] as const) {
    app.route({
      method, url: path, schema: method === 'POST' ? { ...product, body: EmptyBody } : product,
      handler: async (request) => {
        const { id, productId } = request.params as { id: string; productId: string };
        return changed(action, `${id} ${productId}`, (db) => getAdminProduct(db, id, productId), (db) => setProductRetired(db, id, productId, retired));
      },
    });
  }

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
