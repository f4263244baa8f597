import { describe, expect, it } from 'vitest';
import { MIN_RETRY_WINDOW_MS, nextAttemptAt, retryDelayMs } from '../../src/services/delivery/backoff';
import { signPayload, verifySignature } from '../../src/services/delivery/signature';

// Issue "Durable delivery": "retries and exponential backoff (for at least 24 hours)", "an HMAC-SHA256
// signature header over the timestamp and body" (docs/decisions/045).
const policy = { baseMs: 30_000, maxMs: 3_600_000, windowMs: MIN_RETRY_WINDOW_MS };

describe('the retry schedule', () => {
  it('doubles from the base up to the cap, each wait between half and all of it (jitter)', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, () => 0))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, () => 0.999_999))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, policy, () => 0)).toBe(1_800_000);
    expect(retryDelayMs(30, policy, () => 0.999_999)).toBeGreaterThan(3_599_000);
    expect(retryDelayMs(30, policy, () => 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(10_000, policy, () => 0.5)).toBe(2_700_000);
  });

  it('keeps retrying a receiver that never answers for at least 24 hours, then gives up', () => {
    const queued = new Date('2026-01-01T00:00:00Z');
    let at = queued;
    let attempt = 1;
    let last = at;
    for (;;) {
      const next = nextAttemptAt(queued, attempt, at, policy, () => 0.5);
      if (!next) break;
      last = at;
      at = next;
      attempt += 1;
    }
    expect(at.getTime() - queued.getTime()).toBeGreaterThanOrEqual(MIN_RETRY_WINDOW_MS);
    expect(last.getTime() - queued.getTime()).toBeLessThan(MIN_RETRY_WINDOW_MS);
    // About 30 attempts in the day: frequent at first, then hourly.
    expect(attempt).toBeGreaterThan(20);
    expect(attempt).toBeLessThan(50);
  });
});

describe('the webhook signature', () => {
  const secret = 'whsec-0123456789abcdef';
  const body = '{"id":"e1","type":"lead.created"}';
  const now = new Date('2026-01-01T00:00:00Z');
  const timestamp = String(now.getTime() / 1000);

  it('is HMAC-SHA256 over timestamp "." body, hex, prefixed v1=', async () => {
    const { createHmac } = await import('node:crypto');
    expect(signPayload(secret, timestamp, body)).toBe(`v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  });

  it('verifies as sent, and not with another body, secret, or a stale timestamp', () => {
    const signature = signPayload(secret, timestamp, body);
    expect(verifySignature(secret, { timestamp, signature }, body, { now })).toBe(true);
    expect(verifySignature(secret, { timestamp, signature }, `${body} `, { now })).toBe(false);
    expect(verifySignature('another-secret-0123', { timestamp, signature }, body, { now })).toBe(false);
    expect(verifySignature(secret, { timestamp, signature }, body, { now: new Date(now.getTime() + 600_000) })).toBe(false);
    expect(verifySignature(secret, { timestamp: undefined, signature }, body, { now })).toBe(false);
  });
});
