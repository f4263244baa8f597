import { Binary, EmptyBody, IdParams } from '@kerb/domain/contracts/common';
import { LeadDeliveryParams, LeadDocumentParams, LeadFilesResponse } from '@kerb/domain/contracts/console-leads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDocumentStorage } from '../../adapters/document-storage/index';
import { HttpError } from '../../plugins/errors';
import { publicOrigin } from '../../plugins/public-origin';
import { buildApplicationPack } from '../../services/application-pack/build-pack';
import { partnerScope } from '../../services/console/scope';
import { requireSettingsRole } from '../../services/console/partners';
import { borrowerUserOf, isDeliveryOf, leadFiles, leadInScope } from '../../services/console/lead-files';
import { retryDelivery } from '../../services/delivery/admin';
import { findOwnedDocument } from '../../services/documents/owned';
import { isUuid } from './leads';

// Issue 36 §2 "Lead detail": the borrower's documents and the PDF pack to download, each delivery with its
// attempts, and a retry; all in the caller's scope (another partner's lead, document or delivery is a 404).
const notFound = () => new HttpError(404, 'Lead not found', 'id', 'no lead with this id');
const download = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
const fileBody = (description: string, type: string) => ({ description, content: { [type]: { schema: Binary } } });

export const consoleLeadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createDocumentStorage(app.env, app.db);

  /** The lead's application id, once the caller may read it. */
  const lead = async (request: FastifyRequest, id: string) => {
    const user = await request.requireConsoleUser();
    if (!isUuid(id) || !(await leadInScope(app.db, partnerScope(user), id))) throw notFound();
    return { user, applicationId: id };
  };

  app.get('/api/console/leads/:id/files', { schema: { params: IdParams, response: { 200: LeadFilesResponse } } }, async (request) =>
    leadFiles(app.db, (await lead(request, request.params.id)).applicationId));

  app.get('/api/console/leads/:id/documents/:documentId', {
    schema: { params: LeadDocumentParams, response: { 200: fileBody('The document as the borrower uploaded it', 'application/octet-stream') } },
  }, async (request, reply) => {
    const { applicationId } = await lead(request, request.params.id);
    const userId = await borrowerUserOf(app.db, applicationId);
    const row = userId ? await findOwnedDocument(app.db, userId, request.params.documentId) : null;
    const bytes = row && (await storage.get(row.id));
    if (!row || !bytes) throw new HttpError(404, 'Document not found', 'documentId', 'no document of this lead with this id');
    return reply.headers(download).header('content-type', row.contentType)
      .header('content-disposition', `attachment; filename="${row.filename.replace(/["\\\r\n]/g, '_')}"`).send(bytes);
  });

  app.get('/api/console/leads/:id/pack.pdf', {
    schema: { params: IdParams, response: { 200: fileBody('The application pack the lender receives', 'application/pdf') } },
  }, async (request, reply) => {
    const { applicationId } = await lead(request, request.params.id);
    const userId = await borrowerUserOf(app.db, applicationId);
    if (!userId) throw notFound();
    const { pdf, filename } = await buildApplicationPack(
      { db: app.db, panel: app.lenderPanel, publicUrl: publicOrigin(app.env, request), sampleProviders: app.sampleProviders }, userId, applicationId,
    );
    return reply.headers(download).header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`)
      .send(Buffer.from(pdf));
  });

  // A failed delivery sent again once its receiver is fixed: a partner admin or the operator. The answer is
  // the lead's files again, so the page shows the delivery queued.
  app.post('/api/console/leads/:id/deliveries/:deliveryId/retry', {
    schema: { params: LeadDeliveryParams, body: EmptyBody, response: { 200: LeadFilesResponse } },
  }, async (request) => {
    const { user, applicationId } = await lead(request, request.params.id);
    requireSettingsRole(user);
    if (!(await isDeliveryOf(app.db, applicationId, request.params.deliveryId))) {
      throw new HttpError(404, 'Delivery not found', 'deliveryId', 'no delivery of this lead with this id');
    }
    await retryDelivery(app.db, request.params.deliveryId);
    return leadFiles(app.db, applicationId);
  });
};
