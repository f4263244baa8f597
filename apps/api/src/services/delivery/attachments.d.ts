import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import type { MessageAttachment } from '../messages/port';
import type { ApplicationPackBuilder } from './pack';
import type { Enclosures } from './queue';
export interface EnclosureDeps {
    db: Database;
    storage: DocumentStorage;
    pack: ApplicationPackBuilder;
}
/** A pack or document that could not be read: the delivery is retried later, never sent without it. */
export declare class EnclosureError extends Error {
}
/**
 * Reads what a delivery encloses, at delivery time: the application pack (PDF, and JSON for a lender) and
 * the borrower's documents, each read only as the borrower's own (user id on the row), so a queued id can
 * never enclose another borrower's file. A document deleted since is left out; one whose bytes cannot be
 * read fails the attempt (retried).
 */
export declare function readEnclosures(deps: EnclosureDeps, enclosures: Enclosures, now: Date): Promise<MessageAttachment[]>;
