import { BLOCK_MS, CODE_REQUEST_LIMIT, nextThrottleState, type ThrottleState } from '@kerb/domain/auth/code-throttle';
import { readItem, STORAGE_KEYS, writeItem } from '#lib/storage';

// spec 1 §3: browser storage keeps "SMS request attempts and last request time"; §5/§9: after 5 code
// requests within 15 minutes the user is blocked for 15 minutes (domain rule nextThrottleState). The
// block is derived from those two values, so nothing else needs storing.

export function readThrottleState(): ThrottleState | null {
  const rawAttempts = readItem(STORAGE_KEYS.smsRequestAttempts);
  const rawLast = readItem(STORAGE_KEYS.smsLastRequestTime);
  if (rawAttempts === null || rawLast === null) return null;
  const attempts = Number(rawAttempts);
  const last = Number(rawLast);
  if (!Number.isFinite(last) || last < 0 || !Number.isInteger(attempts) || attempts <= 0) return null;
  return {
    lastRequestAt: last,
    requestCount: attempts,
    blockedUntil: attempts >= CODE_REQUEST_LIMIT ? last + BLOCK_MS : null,
  };
}

/** Counts one code request at `now`; false when the browser is blocked (show TOO_MANY_ATTEMPTS). */
export function takeCodeRequest(now: number = Date.now()): boolean {
  const decision = nextThrottleState(readThrottleState(), now);
  if (decision.allowed) {
    writeItem(STORAGE_KEYS.smsRequestAttempts, String(decision.state.requestCount));
    writeItem(STORAGE_KEYS.smsLastRequestTime, String(decision.state.lastRequestAt));
  }
  return decision.allowed;
}
