// docs/decisions/045: when a failed delivery is tried again. Exponential (base, 2×base, 4×base, … up to a
// cap) with "equal jitter": half of each wait is fixed, half random, so the rows of a receiver that was down
// spread out when it comes back instead of arriving at once, and no retry comes sooner than half the wait.
// Retries go on for at least the retry window after the event was queued; only then is it marked failed.

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** How long after queueing an event is still retried (at least 24 hours). */
  windowMs: number;
}

export const MIN_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The wait after the `attempt`-th failed attempt (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, policy: Pick<BackoffPolicy, 'baseMs' | 'maxMs'>, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * After a failed attempt at `now`: when to try again, or null to give up. The event is given up only once
 * an attempt has failed at or after the end of its window, so it is retried for the whole window.
 */
export function nextAttemptAt(
  queuedAt: Date, attempt: number, now: Date, policy: BackoffPolicy, random: () => number = Math.random,
): Date | null {
  if (now.getTime() - queuedAt.getTime() >= policy.windowMs) return null;
  return new Date(now.getTime() + retryDelayMs(attempt, policy, random));
}
