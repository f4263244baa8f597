import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_MS, CODE_REQUEST_LIMIT, CODE_REQUEST_WINDOW_MS, nextThrottleState, throttleRetryAfterMs, type ThrottleState,
} from './code-throttle';

const MINUTE = 60_000;

function run(times: number[]): boolean[] {
  let state: ThrottleState | null = null;
  return times.map((now) => {
    const decision = nextThrottleState(state, now);
    state = decision.state;
    return decision.allowed;
  });
}

describe('code request throttle', () => {
  // spec 1 §9: "Code length 6; after 5 code requests a user is blocked for 900000 ms (15 min)".
  it('uses the constants of the spec', () => {
    expect(CODE_REQUEST_LIMIT).toBe(5);
    expect(CODE_REQUEST_WINDOW_MS).toBe(900_000);
    expect(BLOCK_MS).toBe(900_000);
  });

  // spec 1 §5 "Code request throttle: after 5 requests within 15 minutes the user is blocked".
  it('allows five requests within 15 minutes and refuses the sixth', () => {
    expect(run([0, 1, 2, 3, 4, 5].map((m) => m * MINUTE))).toEqual([true, true, true, true, true, false]);
  });

  // spec 1 §9: "blocked for 900000 ms (15 min), then the counter resets".
  it('blocks for 15 minutes after the fifth request, then counts from zero again', () => {
    let state: ThrottleState | null = null;
    for (let i = 0; i < 5; i += 1) state = nextThrottleState(state, i).state;
    expect(state?.blockedUntil).toBe(4 + BLOCK_MS);
    expect(throttleRetryAfterMs(state, 10)).toBe(4 + BLOCK_MS - 10);
    const refused = nextThrottleState(state, 4 + BLOCK_MS - 1);
    expect(refused).toEqual({ allowed: false, state });
    const after = nextThrottleState(state, 4 + BLOCK_MS);
    expect(after.allowed).toBe(true);
    expect(after.state).toEqual({ lastRequestAt: 4 + BLOCK_MS, requestCount: 1, blockedUntil: null });
    expect(throttleRetryAfterMs(after.state, 4 + BLOCK_MS)).toBe(0);
  });

  // spec 1 §3: the browser keeps "SMS request attempts and last request time".
  it('resets the counter when 15 minutes pass without a request', () => {
    expect(run([0, 1, 2, 3, 18, 19, 20, 21].map((m) => m * MINUTE))).toEqual(Array(8).fill(true));
  });

  it('a refused request does not extend the block', () => {
    const blocked: ThrottleState = { lastRequestAt: 0, requestCount: 5, blockedUntil: BLOCK_MS };
    const refused = nextThrottleState(blocked, BLOCK_MS - 1);
    expect(refused.state).toBe(blocked);
  });

  // spec 1 §5: never more than five requests in any 15-minute span, whatever the timing.
  it('never allows more than five requests in any 15-minute span (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 * MINUTE }), { maxLength: 60 }), (raw) => {
        const times = [...raw].sort((a, b) => a - b);
        const decisions = run(times);
        const allowed = times.filter((_, i) => decisions[i]);
        for (let i = 0; i + CODE_REQUEST_LIMIT < allowed.length; i += 1) {
          expect(allowed[i + CODE_REQUEST_LIMIT]! - allowed[i]!).toBeGreaterThanOrEqual(CODE_REQUEST_WINDOW_MS);
        }
      }),
    );
  });
});
