import type { LiveEventName } from '@kerb/domain/contracts/live-events';
import type { Database } from '../../db/client';
export interface StoredLiveEvent {
    id: number;
    data: unknown;
}
/** The borrower's newest event id (0 when none): where a stream without Last-Event-ID starts. */
export declare function latestLiveEventId(db: Database, userId: string): Promise<number>;
/** The borrower's events of one name after `afterId`, oldest first, at most `limit`. */
export declare function liveEventsAfter(db: Database, userId: string, name: LiveEventName, afterId: number, limit: number): Promise<StoredLiveEvent[]>;
/** Removes events older than `keepMs`, far longer than a browser takes to reconnect. */
export declare function pruneLiveEvents(db: Database, keepMs: number): Promise<void>;
