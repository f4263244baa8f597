import type { DocumentDeleteEvent, DocumentUploadEvent } from '@kerb/domain/contracts/live-events';
import type { Tx } from '../borrowers/store';
/** The NOTIFY channel that tells every instance a borrower has new live events; the payload is the user id. */
export declare const LIVE_EVENTS_CHANNEL = "kerb_live_events";
export type LiveEvent = {
    name: 'document-upload';
    data: DocumentUploadEvent;
} | {
    name: 'document-delete';
    data: DocumentDeleteEvent;
};
/**
 * spec 1 §7 live document events (docs/decisions/043): written and announced inside the transaction of the
 * change itself, after it took the borrower's row lock. PostgreSQL delivers a NOTIFY at commit and drops it
 * on rollback, so no screen hears of an upload or delete that did not happen, and none misses one that did.
 */
export declare function recordLiveEvents(tx: Tx, userId: string, events: LiveEvent[]): Promise<void>;
