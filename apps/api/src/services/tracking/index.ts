import type { Tracking2Request, TrackingEventRequest } from '@kerb/domain/contracts/tracking';
import { isSuspiciousPartnerId } from '@kerb/domain/tracking/suspicious';
import { isTrackedScreen } from '@kerb/domain/tracking/tracked-screen';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { trackingEvents } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';

type Tracking2 = z.output<typeof Tracking2Request>;
type TrackingEvent = z.output<typeof TrackingEventRequest>;

/**
 * Stores one tracking event. spec 1 §5: "Tracking is aborted if the partner id matches a
 * suspicious-content pattern" (refused, 400 naming partnerId); spec 1 §7: "Neither tracking call is sent
 * for the quick calculator and return-user screens" (accepted but not stored, should one arrive).
 */
export async function recordTracking(
  db: Database,
  kind: 'tracking' | 'tracking2',
  event: Tracking2 | TrackingEvent,
): Promise<{ stored: boolean }> {
  if (isSuspiciousPartnerId(event.partnerId)) throw badRequest('partnerId', 'not a partner id');
  if (!isTrackedScreen(event.interaction.screen)) return { stored: false };
  await db.insert(trackingEvents).values({
    kind,
    sessionId: event.sessionId,
    partnerId: event.partnerId,
    userId: event.userId ?? null,
    storeId: event.storeId ?? null,
    brandId: event.brandId ?? null,
    organisationId: event.organisationId ?? null,
    interaction: event.interaction,
    event: kind === 'tracking' ? event : null,
    userAgent: event.userAgent ?? null,
    userFlow: event.userFlow ?? null,
  });
  return { stored: true };
}
