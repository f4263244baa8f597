import type { ModalId, ScreenId } from '@kerb/domain/journey/ids';
import { currentTrackingSession } from '@kerb/domain/session/tracking-session';
import { isSuspiciousPartnerId } from '@kerb/domain/tracking/suspicious';
import { isTrackedScreen } from '@kerb/domain/tracking/tracked-screen';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';
import { uuid } from '../lib/uuid';

// spec 1 §2: "Every screen logs a visible-on-screen event on display." §3 "Tracking event": sessionId,
// partnerId, userId, storeId, brandId, organisationId, interaction (timestamp, screen, type), userAgent.
export const VISIBLE_ON_SCREEN = 'VISIBLE_ON_SCREEN';

export interface TrackingContext {
  partnerId: string;
  userId?: string | undefined;
  storeId?: string | undefined;
  brandId?: string | undefined;
  organisationId?: string | undefined;
}

export interface TrackingEvent {
  sessionId: string;
  partnerId: string;
  userId: string | null;
  storeId: string | null;
  brandId: string | null;
  organisationId: string | null;
  interaction: { timestamp: string; screen: string; type: string };
  userAgent: string;
}

export interface TrackingDeps {
  now: number;
  post: (path: string, body: unknown) => Promise<unknown>;
  userAgent: string;
}

/** spec 1 §3 / §9: the session id (uuid plus expiry) lasts 4 hours in browser storage. */
export function trackingSessionId(now: number): string {
  const stored = readJson<unknown>(STORAGE_KEYS.trackingSession);
  const session = currentTrackingSession(stored, now, uuid);
  if ((stored as { id?: string } | null)?.id !== session.id) writeJson(STORAGE_KEYS.trackingSession, session);
  return session.id;
}

/**
 * Sends the visible-on-screen event to /api/tracking2 (every interaction) and /api/tracking
 * (visible-on-screen events), unless the display is not tracked (§7: not for the quick calculator and
 * return-user screens) or the partner id looks like an attack (§5: tracking is aborted).
 * Resolves to whether anything was sent. Failures are only logged (§8).
 */
export async function trackScreenVisible(
  screen: ScreenId | ModalId,
  context: TrackingContext,
  deps: Partial<TrackingDeps> = {},
): Promise<boolean> {
  if (!isTrackedScreen(screen) || isSuspiciousPartnerId(context.partnerId)) return false;
  const now = deps.now ?? Date.now();
  const post = deps.post ?? ((path: string, body: unknown) => api.post(path, body, { ignoreUnauthorized: true }));
  const event: TrackingEvent = {
    sessionId: trackingSessionId(now),
    partnerId: context.partnerId,
    userId: context.userId ?? null,
    storeId: context.storeId ?? null,
    brandId: context.brandId ?? null,
    organisationId: context.organisationId ?? null,
    interaction: { timestamp: new Date(now).toISOString(), screen, type: VISIBLE_ON_SCREEN },
    userAgent: deps.userAgent ?? globalThis.navigator?.userAgent ?? '',
  };
  const results = await Promise.allSettled([post('/api/tracking2', event), post('/api/tracking', event)]);
  for (const r of results) if (r.status === 'rejected') logFailure('tracking', r.reason);
  return true;
}
