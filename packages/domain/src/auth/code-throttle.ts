// spec 1 §5 "Code request throttle: after 5 requests within 15 minutes the user is blocked"; §9 "after 5
// code requests a user is blocked for 900000 ms (15 min), then the counter resets". One rule for both
// sides: the widget keeps this state in browser storage (§3 "SMS request attempts and last request
// time"), the API keeps it per mobile or e-mail in verification_throttles.
export const CODE_REQUEST_LIMIT = 5;
export const CODE_REQUEST_WINDOW_MS = 900_000;
export const BLOCK_MS = 900_000;

export interface ThrottleState {
  /** Milliseconds since the epoch of the last allowed request. */
  lastRequestAt: number;
  /** Allowed requests counted since the counter last reset. */
  requestCount: number;
  /** While now is before this instant every request is refused; null when not blocked. */
  blockedUntil: number | null;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** What to store after this request (unchanged when refused, so refusals never extend the block). */
  state: ThrottleState;
}

/**
 * Decides one code request at `now` (ms). Requests count together while each comes within 15 minutes of
 * the previous one, so no 15-minute span ever holds more than five; the fifth starts a 15-minute block,
 * after which the counter starts again from zero.
 */
export function nextThrottleState(state: ThrottleState | null, now: number): ThrottleDecision {
  if (state && state.blockedUntil !== null && now < state.blockedUntil) return { allowed: false, state };
  const reset = !state || state.blockedUntil !== null || now - state.lastRequestAt >= CODE_REQUEST_WINDOW_MS;
  const requestCount = (reset ? 0 : state.requestCount) + 1;
  return {
    allowed: true,
    state: { lastRequestAt: now, requestCount, blockedUntil: requestCount >= CODE_REQUEST_LIMIT ? now + BLOCK_MS : null },
  };
}

/** How long until a request may be made again (0 when one may be made now). */
export function throttleRetryAfterMs(state: ThrottleState | null, now: number): number {
  return state?.blockedUntil != null && now < state.blockedUntil ? state.blockedUntil - now : 0;
}
