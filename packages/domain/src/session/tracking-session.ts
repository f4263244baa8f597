import { z } from 'zod/mini';

// spec 1 §3: browser storage holds a "session id (uuid plus expiry timestamp)"; §9: "Session id lasts
// 4 hours (14,400,000 ms)".
export const SESSION_ID_TTL_MS = 14_400_000;

export const TrackingSession = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});
export type TrackingSession = z.infer<typeof TrackingSession>;

const millis = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

export function newTrackingSession(now: Date | number, uuid: () => string): TrackingSession {
  return { id: uuid(), expiresAt: millis(now) + SESSION_ID_TTL_MS };
}

/**
 * The stored session while it lasts, else a new one. `stored` is whatever browser storage held (parsed
 * JSON or nothing); anything malformed is replaced. The caller stores the result when it changed.
 */
export function currentTrackingSession(stored: unknown, now: Date | number, uuid: () => string): TrackingSession {
  const parsed = TrackingSession.safeParse(stored);
  if (parsed.success && millis(now) < parsed.data.expiresAt) return parsed.data;
  return newTrackingSession(now, uuid);
}
