export interface BackoffPolicy {
    baseMs: number;
    maxMs: number;
    /** How long after queueing an event is still retried (at least 24 hours). */
    windowMs: number;
}
export declare const MIN_RETRY_WINDOW_MS: number;
/** The wait after the `attempt`-th failed attempt (1-based); `random` in [0, 1). */
export declare function retryDelayMs(attempt: number, policy: Pick<BackoffPolicy, 'baseMs' | 'maxMs'>, random?: () => number): number;
/**
 * After a failed attempt at `now`: when to try again, or null to give up. The event is given up only once
 * an attempt has failed at or after the end of its window, so it is retried for the whole window.
 */
export declare function nextAttemptAt(queuedAt: Date, attempt: number, now: Date, policy: BackoffPolicy, random?: () => number): Date | null;
