import type { LiveEventName } from '@kerb/domain/contracts/live-events';
import type { Database } from '../../db/client';
export interface LiveSubscription {
    userId: string;
    name: LiveEventName;
    /** The id of the last event this stream was sent (or its starting point). */
    cursor: number;
    /** Writes one event to the stream. */
    send(id: number, data: unknown): void;
}
/**
 * The open streams of this instance, by borrower. A notification only says "this borrower has new events";
 * each stream then reads the table after its own cursor, so live delivery, replay after Last-Event-ID and
 * catching up after a lost listening connection are one path, and nothing is sent twice or out of order.
 */
export declare class LiveEventHub {
    private readonly db;
    private readonly onError;
    private readonly byUser;
    constructor(db: Database, onError: (error: Error) => void);
    /** Starts delivering to `subscription` (first catching up from its cursor); `stop` ends it. */
    subscribe(subscription: LiveSubscription): {
        wake(): void;
        stop(): void;
    };
    /** A borrower's events changed (a notification): their streams read what is new. */
    wakeUser(userId: string): void;
    /** Notifications may have been missed (the listener reconnected): every stream reads what is new. */
    wakeAll(): void;
    get size(): number;
}
