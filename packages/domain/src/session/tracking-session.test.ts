import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentTrackingSession, newTrackingSession, SESSION_ID_TTL_MS } from './tracking-session';

let counter = 0;
const uuid = () => `uuid-${++counter}`;

describe('tracking session id (spec 1 §3, §9 "Session id lasts 4 hours")', () => {
  it('lasts 14,400,000 ms', () => {
    expect(SESSION_ID_TTL_MS).toBe(4 * 60 * 60 * 1000);
    expect(newTrackingSession(1000, () => 'a')).toEqual({ id: 'a', expiresAt: 1000 + 14_400_000 });
    expect(newTrackingSession(new Date(1000), () => 'a').expiresAt).toBe(14_401_000);
  });

  it('reuses the stored id until it expires, then starts a new one', () => {
    const stored = newTrackingSession(0, () => 'first');
    expect(currentTrackingSession(stored, SESSION_ID_TTL_MS - 1, uuid)).toEqual(stored);
    const next = currentTrackingSession(stored, SESSION_ID_TTL_MS, uuid);
    expect(next.id).not.toBe('first');
    expect(next.expiresAt).toBe(2 * SESSION_ID_TTL_MS);
  });

  it('replaces anything malformed in storage', () => {
    for (const stored of [null, undefined, 'x', { id: '' , expiresAt: 9e15 }, { id: 'a' }, { id: 'a', expiresAt: 'later' }]) {
      expect(currentTrackingSession(stored, 0, () => 'fresh')).toEqual({ id: 'fresh', expiresAt: SESSION_ID_TTL_MS });
    }
  });

  it('always returns a session that is still valid at now', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 4e12 }), (stored, now) => {
        const session = currentTrackingSession(stored, now, uuid);
        expect(session.expiresAt).toBeGreaterThan(now);
        expect(session.expiresAt - now).toBeLessThanOrEqual(SESSION_ID_TTL_MS);
      }),
    );
  });
});
