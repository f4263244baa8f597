import type { Tracking2Request, TrackingEventRequest } from '@kerb/domain/contracts/tracking';
import type { z } from 'zod';
import type { Database } from '../../db/client';
type Tracking2 = z.output<typeof Tracking2Request>;
type TrackingEvent = z.output<typeof TrackingEventRequest>;
/**
 * Stores one tracking event. spec 1 §5: "Tracking is aborted if the partner id matches a
 * suspicious-content pattern" (refused, 400 naming partnerId); spec 1 §7: "Neither tracking call is sent
 * for the quick calculator and return-user screens" (accepted but not stored, should one arrive).
 */
export declare function recordTracking(db: Database, kind: 'tracking' | 'tracking2', event: Tracking2 | TrackingEvent): Promise<{
    stored: boolean;
}>;
export {};
