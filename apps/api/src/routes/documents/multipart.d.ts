import type { FastifyRequest } from 'fastify';
import type { IncomingFile } from '../../services/documents/upload';
export declare const MULTIPART_LIMITS: {
    fileSize: number;
    files: number;
    fields: number;
    fieldSize: number;
    parts: number;
};
export interface DocumentsForm {
    code: string | undefined;
    files: IncomingFile[];
}
/** spec 2 §7 "POST /api/documents: multipart: code, documents files". Any other part is a 400 naming it. */
export declare function readDocumentsForm(request: FastifyRequest): Promise<DocumentsForm>;
