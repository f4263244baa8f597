import type { DeliveryEventType } from '@kerb/domain/delivery/webhook';
import type { Tx } from '../borrowers/store';
import type { Receiver } from './receivers';
/** The JSON every webhook receiver gets (docs/decisions/045 "Events"). */
export interface EventEnvelope {
    id: string;
    type: DeliveryEventType;
    occurredAt: string;
    partnerId: string | null;
    data: Record<string, unknown>;
}
/** What is sent with an event, built at delivery time from the owner's records (attachments.ts). */
export interface Enclosures {
    userId: string;
    /** The application whose pack is enclosed (its submitted copy); rows queued without one use the current. */
    applicationId?: string;
    /** The application pack (PDF, and JSON for the lender). */
    pack: 'pdf' | 'pdf-and-json';
    /** The borrower's uploaded documents, by id (the lender's copy). */
    documentIds: string[];
}
/** A queued row's payload: the event, an e-mail's text, and what to enclose. */
export interface DeliveryPayload {
    event: EventEnvelope;
    email?: {
        subject: string;
        body: string;
    };
    enclosures?: Enclosures;
}
export interface QueuedEvent {
    type: DeliveryEventType;
    /** Events with the same ordering key reach each receiver in the order they were queued (the application). */
    orderingKey: string;
    partnerId: string | null;
    data: Record<string, unknown>;
    /** A stable key for events that happen once (a submit), so queueing it again changes nothing. */
    key?: string;
    /** spec 1 §4 "Demo mode" (docs/decisions/050): every receiver is recorded, none is sent. */
    demoMode?: boolean;
    now: Date;
}
/** The reason a demo's deliveries are recorded with (status SKIPPED), so support sees why nothing went. */
export declare const DEMO_MODE_SKIPPED = "demo mode";
export interface Delivery {
    receiver: Receiver;
    email?: DeliveryPayload['email'];
    enclosures?: Enclosures;
}
/**
 * Writes one event for its receivers, in the caller's transaction: the event is queued exactly when the
 * change that causes it commits. The idempotency key is per event and receiver, unique in the table.
 */
export declare function queueEvent(tx: Tx, event: QueuedEvent, targets: Delivery[]): Promise<void>;
