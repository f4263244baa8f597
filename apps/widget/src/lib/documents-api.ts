import { DeleteDocumentResponse, UploadDocumentsResponse, type UploadedDocument } from '@kerb/domain/contracts/documents';
import { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import type { DocumentCode } from '@kerb/domain/enums/index';
import { api } from './api-client';
import { logFailure } from './log';

/** spec 2 §8 "Upload failure: 'Error, please try again'". */
export const UPLOAD_FAILURE = 'Error, please try again';

/** spec 2 §7 POST /api/documents (multipart: code, documents files), the owner's token. Throws on failure:
 * the caller shows spec 2 §8 "Upload failure: 'Error, please try again'". */
export function uploadDocuments(code: DocumentCode, files: readonly File[]): Promise<UploadedDocument[]> {
  const form = new FormData();
  form.append('code', code);
  for (const file of files) form.append('documents', file, file.name);
  return api.post('/api/documents', form, { schema: UploadDocumentsResponse });
}

/** spec 2 §7 DELETE /api/documents/delete/{id}: "failure only logged". True when the server deleted it. */
export async function deleteDocument(id: string): Promise<boolean> {
  try {
    await api.delete(`/api/documents/delete/${encodeURIComponent(id)}`, { schema: DeleteDocumentResponse });
    return true;
  } catch (error) {
    logFailure('document delete', error);
    return false;
  }
}

/** spec 2 §7 POST /api/ocr/driverlicense with the uploaded licence images; null when the licence could not be
 * read (the summary is then typed by hand). */
export async function readDriverLicence(frontUrl: string, backUrl?: string): Promise<OcrDriverLicenseResponse | null> {
  try {
    return await api.post('/api/ocr/driverlicense', { type: 'url', frontUrl, ...(backUrl ? { backUrl } : {}) }, { schema: OcrDriverLicenseResponse });
  } catch (error) {
    logFailure('licence OCR', error);
    return null;
  }
}
