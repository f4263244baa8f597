// spec 2 §7: POST /api/documents (multipart: code, documents files) → the uploaded documents, each as
// spec 2 §3's supportingDocs entry plus its code; DELETE /api/documents/delete/{id} → the deleted id, the
// shape of spec 1 §7's document-delete event (docs/decisions/027-documents.md).
import { z } from 'zod/mini';
import { SupportingDoc } from '../borrower/supporting-docs';
import { DocumentCode } from '../enums/index';

/** The largest file taken, in bytes (15 MiB); the widget can refuse a larger one before sending it. */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** The most files one upload request carries. */
export const DOCUMENTS_PER_REQUEST = 10;
/** What the file picker offers; the server decides by content, not by these. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif';

export const UploadedDocument = z.object({ ...SupportingDoc.shape, code: DocumentCode, url: z.string() });
export type UploadedDocument = z.infer<typeof UploadedDocument>;

export const UploadDocumentsResponse = z.array(UploadedDocument);
export type UploadDocumentsResponse = z.infer<typeof UploadDocumentsResponse>;

export const DeleteDocumentResponse = z.object({ documentId: z.string() });
export type DeleteDocumentResponse = z.infer<typeof DeleteDocumentResponse>;
