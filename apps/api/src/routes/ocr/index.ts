import { OcrDriverLicenseRequest, OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDocumentStorage } from '../../adapters/document-storage/index';
import { DocumentStorageError, type DocumentStorage } from '../../adapters/document-storage/port';
import { HttpError, badRequest } from '../../plugins/errors';
import { borrowerRateLimit } from '../../plugins/rate-limit';
import { readOwnedDocument } from '../../services/documents/owned';
import { OcrBusyError, createOcrPool, type OcrPool } from '../../services/ocr/pool';
import { UnreadableLicenceImageError } from '../../services/ocr/prepare';
import { readLicenceImages } from '../../services/ocr/read';
import { publicOrigin } from '../../plugins/public-origin';

export interface OcrRoutesOptions {
  /** Another storage than the configured one (adapters/document-storage/index). */
  storage?: DocumentStorage;
  /** Another pool than one of OCR_WORKERS tesseract workers. */
  pool?: OcrPool;
}

type ImageField = 'frontUrl' | 'backUrl';

// spec 2 §7 "POST /api/ocr/driverlicense: type url, frontUrl → firstName, middleName, lastName,
// licenseNumber, ...; fills personal details and first address" (docs/decisions/028). The images are the
// caller's own uploads, named by the url POST /api/documents answered; another borrower's document reads
// like an unknown one (404), a url that is not one of our documents is a 400 naming the field.
export const ocrRoutes: FastifyPluginAsyncZod<OcrRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? createDocumentStorage(app.env, app.db);
  const pool = options.pool ?? createOcrPool(app.env.OCR_WORKERS);
  app.addHook('onClose', () => pool.close());

  const ourOrigin = (request: FastifyRequest) => publicOrigin(app.env, request);

  /** The document id a url names: ours (this API's origin, or a path alone) and of the documents route. */
  const documentIdOf = (request: FastifyRequest, field: ImageField, url: string): string => {
    let parsed: URL;
    try {
      parsed = new URL(url, ourOrigin(request));
    } catch {
      throw badRequest(field, 'must be the url of an uploaded document');
    }
    const id = /^\/api\/documents\/([^/]+)$/.exec(parsed.pathname)?.[1];
    if (parsed.origin !== new URL(ourOrigin(request)).origin || !id || parsed.search || parsed.hash) {
      throw badRequest(field, 'must be the url of an uploaded document');
    }
    return id;
  };

  const imageOf = async (request: FastifyRequest, userId: string, field: ImageField, url: string): Promise<Buffer> => {
    const found = await readOwnedDocument(app.db, storage, userId, documentIdOf(request, field, url));
    if (!found) throw new HttpError(404, 'Document not found', field, 'no such document');
    // Photos only (docs/decisions/027 stores them as JPEG; an HEIC it could not decode fails to decode here too).
    if (!found.row.contentType.startsWith('image/')) throw badRequest(field, 'must be a photo of the licence, not a PDF');
    return found.bytes;
  };

  // A reading keeps a worker busy for seconds: OCR_RATE_LIMIT_PER_MINUTE per borrower, then a JSON 429.
  const limit = borrowerRateLimit(app.env.OCR_RATE_LIMIT_PER_MINUTE, 60_000);
  app.post('/api/ocr/driverlicense', {
    config: limit, schema: { body: OcrDriverLicenseRequest, response: { 200: OcrDriverLicenseResponse } },
  }, async (request) => {
    const { userId } = await request.requireCaller();
    const body = request.body;
    try {
      const front = await imageOf(request, userId, 'frontUrl', body.frontUrl);
      const back = body.backUrl ? await imageOf(request, userId, 'backUrl', body.backUrl) : null;
      return await readLicenceImages(pool, front, back);
    } catch (err) {
      if (err instanceof UnreadableLicenceImageError) throw badRequest(`${err.side}Url`, 'the image cannot be read as a photo');
      if (err instanceof DocumentStorageError) {
        request.log.error({ storage: storage.name, reason: err.message }, 'document storage unavailable');
        throw new HttpError(503, 'Document storage is unavailable');
      }
      if (err instanceof OcrBusyError) throw new HttpError(503, 'The licence reader is busy, please try again');
      throw err;
    }
  });
};
