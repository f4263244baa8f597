import type { Database } from './client';
/**
 * PostgreSQL LISTEN on one channel, for as long as the app runs. `onPayload` gets each NOTIFY's payload;
 * `onResync` is called after a lost connection is restored, when notifications may have been missed.
 */
export interface Listener {
    close(): Promise<void>;
}
export interface ListenOptions {
    channel: string;
    onPayload(payload: string): void;
    onResync(): void;
    /** A lost or refused listening connection (the listener keeps retrying). */
    onError(error: Error): void;
}
/**
 * Listens through the database the app was given: PGlite's own listen in the embedded default (one
 * process, so its notifications are all there is), or, on a PostgreSQL server, one dedicated connection
 * apart from the pool (a pooled connection is handed to other queries and would drop the LISTEN).
 */
export declare function listen(db: Database, options: ListenOptions): Promise<Listener>;
