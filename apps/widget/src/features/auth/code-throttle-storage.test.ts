import { beforeEach, describe, expect, it } from 'vitest';
import { readItem, removeItem, STORAGE_KEYS } from '#lib/storage';
import { readThrottleState, takeCodeRequest } from './code-throttle-storage';

const MINUTE = 60_000;
const T0 = Date.UTC(2030, 0, 1);

// spec 1 §5 "Code request throttle" and §9: 5 requests within 15 minutes, then blocked 900000 ms;
// §3: browser storage keeps SMS request attempts and last request time.
describe('code request throttle in browser storage', () => {
  beforeEach(() => {
    removeItem(STORAGE_KEYS.smsRequestAttempts);
    removeItem(STORAGE_KEYS.smsLastRequestTime);
  });

  it('allows five requests, then blocks for 15 minutes', () => {
    for (let i = 0; i < 5; i += 1) expect(takeCodeRequest(T0 + i * MINUTE)).toBe(true);
    expect(readItem(STORAGE_KEYS.smsRequestAttempts)).toBe('5');
    expect(readItem(STORAGE_KEYS.smsLastRequestTime)).toBe(String(T0 + 4 * MINUTE));
    expect(takeCodeRequest(T0 + 5 * MINUTE)).toBe(false);
    expect(takeCodeRequest(T0 + 18 * MINUTE)).toBe(false);
    expect(takeCodeRequest(T0 + 19 * MINUTE)).toBe(true); // 15 minutes after the fifth: the counter resets
    expect(readThrottleState()?.requestCount).toBe(1);
  });

  it('starts again when requests are more than 15 minutes apart', () => {
    takeCodeRequest(T0);
    takeCodeRequest(T0 + MINUTE);
    takeCodeRequest(T0 + 17 * MINUTE);
    expect(readThrottleState()).toEqual({ lastRequestAt: T0 + 17 * MINUTE, requestCount: 1, blockedUntil: null });
  });

  it('treats unreadable storage as no history', () => {
    expect(readThrottleState()).toBeNull();
    expect(takeCodeRequest(T0)).toBe(true);
  });
});
