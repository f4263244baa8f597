import { EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import { AdminLender, AdminLenderList, AdminProduct, UpdateLenderRequest, UpdateProductRequest } from '@kerb/domain/contracts/lenders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { z } from 'zod/mini';
import { HttpError } from '../../plugins/errors';
import type { ConsoleUser } from '../../services/console/users';
import { auditedLenderChange } from '../../services/lenders/audit';
import { getAdminLender, getAdminProduct, setLenderRetired, updateLender, updateProduct } from '../../services/lenders/admin';
import { listAdminLenders } from '../../services/lenders/store';

// Issue 36 §5 "Lender panel editor: lenders, products, rates, fees and criteria, validated by the domain;
// quotes everywhere follow within the panel's check interval". The lender panel is Kerb's, not a partner's:
// the operator's alone. Each change reloads this instance's panel before the answer (docs/decisions/005);
// other instances follow within LENDER_PANEL_CHECK_MS.
const ProductParams = z.object({ ...IdParams.shape, productId: IdParams.shape.id });

function requireOperator(user: ConsoleUser): void {
  if (user.role !== 'operator') throw new HttpError(403, 'Only the operator manages the lender panel', 'role', 'operator only');
}

export const consoleLenderRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = async (request: { requireConsoleUser(): Promise<ConsoleUser> }) => {
    const user = await request.requireConsoleUser();
    requireOperator(user);
    return user;
  };
  /**
   * Issue 36 §8: every change in the audit log, old value and new (the lender's own fields, or the product's),
   * in the change's transaction; then this instance's panel reloaded so its next quote shows it.
   */
  const changed = async <T extends object>(
    user: ConsoleUser, action: string, target: string, before: (db: Database) => Promise<object | null>, change: (db: Database) => Promise<T>,
  ): Promise<T> => {
    const after = await auditedLenderChange(app.db, user.id, action, target, before, change);
    await app.lenderPanel.reload();
    return after;
  };

  app.get('/api/console/lenders', { schema: { response: { 200: AdminLenderList } } }, async (request) => {
    await operator(request);
    return { lenders: await listAdminLenders(app.db) };
  });
  app.get('/api/console/lenders/:id', { schema: { params: IdParams, response: { 200: AdminLender } } }, async (request) => {
    await operator(request);
    return getAdminLender(app.db, request.params.id);
  });
  app.patch('/api/console/lenders/:id', { schema: { params: IdParams, body: UpdateLenderRequest, response: { 200: AdminLender } } }, async (request) => {
    const user = await operator(request);
    const { id } = request.params;
    return changed(user, 'lender.changed', id, (db) => getAdminLender(db, id), (db) => updateLender(db, id, request.body));
  });
  app.patch('/api/console/lenders/:id/products/:productId', {
    schema: { params: ProductParams, body: UpdateProductRequest, response: { 200: AdminProduct } },
  }, async (request) => {
    const user = await operator(request);
    const { id, productId } = request.params;
    return changed(
      user, 'lender.product_changed', `${id} ${productId}`,
      (db) => getAdminProduct(db, id, productId), (db) => updateProduct(db, id, productId, request.body),
    );
  });
  // Retiring is soft: the lender leaves every quote and stays listed; reinstating brings it back.
  for (const [action, retired] of [['retire', true], ['reinstate', false]] as const) {
    app.post(`/api/console/lenders/:id/${action}`, { schema: { params: IdParams, body: EmptyBody, response: { 200: AdminLender } } }, async (request) => {
      const user = await operator(request);
      const { id } = request.params;
      return changed(user, `lender.${action}d`, id, (db) => getAdminLender(db, id), (db) => setLenderRetired(db, id, retired));
    });
  }
};
