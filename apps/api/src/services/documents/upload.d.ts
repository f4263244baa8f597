import type { SupportingDoc } from '@kerb/domain/borrower/supporting-docs';
import type { DocumentCode } from '@kerb/domain/enums/index';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
export interface IncomingFile {
    filename: string | undefined;
    bytes: Buffer;
}
/**
 * spec 2 §7 "POST /api/documents": the files are checked and normalised, their bytes stored, then in one
 * transaction holding the borrower's row lock their rows are written, each is added to supportingDocs
 * under its code and announced as a live event. Bytes stored for a transaction that fails are removed again.
 */
export declare function uploadDocuments(db: Database, storage: DocumentStorage, userId: string, code: DocumentCode, files: IncomingFile[], urlOf: (id: string) => string): Promise<Array<SupportingDoc & {
    code: DocumentCode;
}>>;
