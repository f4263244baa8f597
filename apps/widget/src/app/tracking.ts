import type { Tracking2Request, TrackingEventRequest } from '@kerb/domain/contracts/tracking';
import type { UserFlow } from '@kerb/domain/enums/index';
import type { ModalId, ScreenId } from '@kerb/domain/journey/ids';
import { currentTrackingSession } from '@kerb/domain/session/tracking-session';
import { isSuspiciousPartnerId } from '@kerb/domain/tracking/suspicious';
import { trackingStatusLabel } from '@kerb/domain/tracking/status-label';
import { isTrackedScreen, VISIBLE_ON_SCREEN } from '@kerb/domain/tracking/tracked-screen';
import type { ApplicationWrite } from '@kerb/domain/borrower/application';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';
import { uuid } from '../lib/uuid';

// spec 1 §2: "Every screen logs a visible-on-screen event on display." §3 "Tracking event": sessionId,
// partnerId, userId, storeId, brandId, organisationId, interaction (timestamp, screen, type), userAgent.
export interface TrackingContext {
  partnerId: string;
  userId?: string | undefined;
  storeId?: string | undefined;
  brandId?: string | undefined;
  organisationId?: string | undefined;
  /** The visitor's user flow: the partner's, or the split test's choice (docs/decisions/054). */
  userFlow?: UserFlow | null | undefined;
  /** The application, for the full event's status label, id and progress. */
  application?: ApplicationWrite | null | undefined;
  progressPercent?: number | undefined;
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
  // A console editor's preview (?preview, app/preview.ts) is no borrower's visit: it stays out of the funnel.
  if (!isTrackedScreen(screen) || isSuspiciousPartnerId(context.partnerId) || new URLSearchParams(globalThis.location?.search).has('preview')) return false;
  const now = deps.now ?? Date.now();
  const post = deps.post ?? ((path: string, body: unknown) => api.post(path, body, { ignoreUnauthorized: true }));
  const event: Tracking2Request = {
    sessionId: trackingSessionId(now),
    partnerId: context.partnerId,
    userId: context.userId ?? null,
    storeId: context.storeId ?? null,
    brandId: context.brandId ?? null,
    organisationId: context.organisationId ?? null,
    interaction: { timestamp: new Date(now).toISOString(), screen, type: VISIBLE_ON_SCREEN },
    userFlow: context.userFlow ?? null,
    userAgent: deps.userAgent ?? globalThis.navigator?.userAgent ?? '',
  };
  // The full event adds what the widget knows of the application (spec 1 §4 "Tracking status label").
  const fullEvent: TrackingEventRequest = {
    ...event,
    interaction: { ...event.interaction, type: VISIBLE_ON_SCREEN },
    status: trackingStatusLabel(context.application),
    applicationId: context.application?.applicationId ?? null,
    progressPercent: context.progressPercent ?? null,
    url: globalThis.location?.href ?? null,
  };
  const results = await Promise.allSettled([post('/api/tracking2', event), post('/api/tracking', fullEvent)]);
  for (const r of results) if (r.status === 'rejected') logFailure('tracking', r.reason);
  return true;
}
