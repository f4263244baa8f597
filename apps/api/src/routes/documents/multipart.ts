import { DOCUMENTS_PER_REQUEST, DOCUMENT_MAX_BYTES } from '@kerb/domain/contracts/documents';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../plugins/errors';
import type { IncomingFile } from '../../services/documents/upload';

// docs/decisions/027: 15 MiB a file (a phone photo or a year of bank statements fits), at most 10 files a
// request (limits in @kerb/domain/contracts/documents, shared with the widget). The whole request is read
// before any file is checked, since `code` may come after the files.
export const MULTIPART_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENTS_PER_REQUEST, fields: 5, fieldSize: 200, parts: 20 };

const tooLarge = (reason: string) => new HttpError(413, `documents: ${reason}`, 'documents', reason);

// @fastify/multipart's own errors, answered as 4xx naming the field like every other bad input.
function multipartError(err: unknown): unknown {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': return tooLarge(`a file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`);
    case 'FST_FILES_LIMIT': return tooLarge(`more than ${DOCUMENTS_PER_REQUEST} files in one request`);
    case 'FST_FIELDS_LIMIT': case 'FST_PARTS_LIMIT': return tooLarge('too many parts');
    case 'FST_PROTO_VIOLATION': return badRequest('body', 'field name not allowed');
    case 'FST_MP_PREMATURE_CLOSE': return badRequest('body', 'the upload ended early');
    default: return err;
  }
}

export interface DocumentsForm {
  code: string | undefined;
  files: IncomingFile[];
}

/** spec 2 §7 "POST /api/documents: multipart: code, documents files". Any other part is a 400 naming it. */
export async function readDocumentsForm(request: FastifyRequest): Promise<DocumentsForm> {
  if (!request.isMultipart()) throw badRequest('body', 'expected multipart/form-data with code and documents');
  const form: DocumentsForm = { code: undefined, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'documents') throw badRequest(part.fieldname, 'unknown field: files go in documents');
        form.files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else if (part.fieldname === 'code') {
        form.code = String(part.value);
      } else {
        throw badRequest(part.fieldname, 'unknown field');
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  return form;
}
