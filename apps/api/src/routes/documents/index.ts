import multipart from '@fastify/multipart';
import { DocumentCode } from '@kerb/domain/enums/index';
import { Binary, IdParams } from '@kerb/domain/contracts/common';
import { DeleteDocumentResponse, UploadDocumentsResponse } from '@kerb/domain/contracts/documents';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDocumentStorage } from '../../adapters/document-storage/index';
import { DocumentStorageError, type DocumentStorage } from '../../adapters/document-storage/port';
import { HttpError, badRequest } from '../../plugins/errors';
import { deleteOwnedDocument, readOwnedDocument } from '../../services/documents/owned';
import { uploadDocuments } from '../../services/documents/upload';
import { MULTIPART_LIMITS, readDocumentsForm } from './multipart';
import { borrowerRateLimit } from '../../plugins/rate-limit';
import { publicOrigin } from '../../plugins/public-origin';

export interface DocumentRoutesOptions {
  /** Another storage than the configured one (adapters/document-storage/index). */
  storage?: DocumentStorage;
}

const notFound = () => new HttpError(404, 'Document not found', 'id', 'no such document');

// The header value of a stored name: ASCII fallback plus the exact UTF-8 name (RFC 6266, RFC 5987).
const disposition = (kind: 'inline' | 'attachment', filename: string) =>
  `${kind}; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

// spec 2 §7 "POST /api/documents" and "DELETE /api/documents/delete/{id}", and the address each answer's
// url names (docs/decisions/027). All three serve the caller's own documents only; another borrower's id
// is a 404 like an unknown one. Multipart is accepted by these routes only.
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? createDocumentStorage(app.env, app.db);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const urlOf = (request: FastifyRequest) => (id: string) =>
    `${publicOrigin(app.env, request)}/api/documents/${id}`;
  // A storage that fails is a 503 the widget shows as spec 2 §8 "Upload failure: 'Error, please try
  // again'"; the error plugin would mask any 5xx as a 500.
  const unavailable = (log: FastifyBaseLogger, err: DocumentStorageError) => {
    log.error({ storage: storage.name, reason: err.message }, 'document storage unavailable');
    return new HttpError(503, 'Document storage is unavailable');
  };

  // The form (code, documents) is read as it streams in (./multipart), so its parts are checked there.
  // docs/decisions/069: UPLOAD_RATE_LIMIT_PER_HOUR uploads a borrower, counted across instances; then a 429.
  app.post('/api/documents', {
    schema: { consumes: ['multipart/form-data'], response: { 200: UploadDocumentsResponse } },
    config: borrowerRateLimit(app.env.UPLOAD_RATE_LIMIT_PER_HOUR, 3_600_000),
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const form = await readDocumentsForm(request);
    if (form.code === undefined) throw badRequest('code', 'required');
    const code = DocumentCode.safeParse(form.code);
    if (!code.success) throw badRequest('code', `unknown document code; one of ${DocumentCode.options.join(', ')}`);
    if (form.files.length === 0) throw badRequest('documents', 'at least one file is required');
    try {
      return await uploadDocuments(app.db, storage, userId, code.data, form.files, urlOf(request));
    } catch (err) {
      if (err instanceof DocumentStorageError) throw unavailable(request.log, err);
      throw err;
    }
  });

  // The file, to its owner only: no token, a stranger's token and an unknown id read alike (404).
  app.get('/api/documents/:id', {
    schema: { params: IdParams, response: { 200: { description: 'The file as uploaded (or its JPEG)', content: { '*/*': { schema: Binary } } } } },
  }, async (request, reply) => {
    const caller = await request.optionalCaller();
    let found: Awaited<ReturnType<typeof readOwnedDocument>> = null;
    try {
      found = caller && (await readOwnedDocument(app.db, storage, caller.userId, request.params.id));
    } catch (err) {
      if (err instanceof DocumentStorageError) throw unavailable(request.log, err);
      throw err;
    }
    if (!found) throw notFound();
    const { row, bytes } = found;
    // A PDF may carry script: it is downloaded, never opened in our origin; nothing served here runs.
    return reply
      .header('content-type', row.contentType)
      .header('content-disposition', disposition(row.contentType === 'application/pdf' ? 'attachment' : 'inline', row.filename))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  // spec 2 §8 "Document delete failure: logged only" is the widget's side; here an unknown id is a 404.
  app.delete('/api/documents/delete/:id', { schema: { params: IdParams, response: { 200: DeleteDocumentResponse } } }, async (request) => {
    const { userId } = await request.requireCaller();
    try {
      const bytesLeft = (err: unknown) => request.log.warn({ storage: storage.name, reason: (err as Error).message }, 'document bytes not removed');
      if (!(await deleteOwnedDocument(app.db, storage, userId, request.params.id, bytesLeft))) throw notFound();
    } catch (err) {
      if (err instanceof DocumentStorageError) throw unavailable(request.log, err);
      throw err;
    }
    return { documentId: request.params.id };
  });
};
