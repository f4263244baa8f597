import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
export type DocumentRow = typeof documents.$inferSelect;
export declare function findOwnedDocument(db: Database, userId: string, id: string): Promise<DocumentRow | null>;
/**
 * The caller's document and its bytes, by id or by the url an upload answered (as the licence OCR call's
 * frontUrl and backUrl name them), or null: not the caller's, unknown, or its bytes are gone.
 */
export declare function readOwnedDocument(db: Database, storage: DocumentStorage, userId: string, idOrUrl: string): Promise<{
    row: DocumentRow;
    bytes: Buffer;
} | null>;
/**
 * spec 2 §7 "DELETE /api/documents/delete/{id}": the row goes, the entry leaves supportingDocs and the live
 * event is written in one transaction under the borrower's row lock (spec 1 §4 "deleting is by document id
 * across all codes"), then the bytes. False when the caller owns no such document.
 */
export declare function deleteOwnedDocument(db: Database, storage: DocumentStorage, userId: string, id: string, onBytesLeft: (err: unknown) => void): Promise<boolean>;
