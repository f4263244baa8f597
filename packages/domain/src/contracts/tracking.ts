// spec 1 §3 "Tracking event" and spec 1 §7 POST /api/tracking2 and POST /api/tracking.
import { z } from 'zod/mini';
import { UserFlow } from '../enums/index';
import { ModalId, ScreenId } from '../journey/ids';
import { TRACKING_STATUS_LABELS } from '../tracking/status-label';
import { VISIBLE_ON_SCREEN } from '../tracking/tracked-screen';

const Id = z.string().check(z.trim(), z.maxLength(80));

// Here for the API; the widget takes it from tracking/tracked-screen, without these schemas.
export { VISIBLE_ON_SCREEN };

export const TrackingInteraction = z.strictObject({
  // Epoch milliseconds or an ISO 8601 timestamp, as the browser sends it.
  timestamp: z.union([z.number().check(z.int(), z.minimum(0), z.maximum(8.64e15)), z.iso.datetime({ offset: true })]),
  // A display value: a screen or a modal id (spec 1 §2).
  screen: z.union([ScreenId, ModalId]),
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(60), z.regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')),
});
export type TrackingInteraction = z.infer<typeof TrackingInteraction>;

const eventFields = {
  // spec 1 §9 "Session id lasts 4 hours": a uuid the browser keeps.
  sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  partnerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  userId: z.nullish(Id),
  storeId: z.nullish(Id),
  brandId: z.nullish(Id),
  organisationId: z.nullish(Id),
  interaction: TrackingInteraction,
  // Ours (docs/decisions/054): the visitor's user flow, the one spec 1 §2 rule 3's split test chose, so a
  // partner can compare the two flows of a split test.
  userFlow: z.nullish(UserFlow),
  // User agents run long; the tail is cut rather than the event refused.
  userAgent: z.nullish(z.pipe(z.string(), z.transform((ua) => ua.slice(0, 500)))),
};

export const Tracking2Request = z.strictObject(eventFields);
export type Tracking2Request = z.input<typeof Tracking2Request>;

/** POST /api/tracking: "the full event; visible-on-screen events only". The full event adds what the
 * widget knows of the application: its status label (spec 1 §4 "Tracking status label"), id and progress. */
export const TrackingEventRequest = z.strictObject({
  ...eventFields,
  interaction: z.extend(TrackingInteraction, { type: z.literal(VISIBLE_ON_SCREEN) }),
  status: z.nullish(z.enum(TRACKING_STATUS_LABELS)),
  applicationId: z.nullish(Id),
  progressPercent: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  url: z.nullish(z.pipe(z.string(), z.transform((u) => u.slice(0, 1_000)))),
});
export type TrackingEventRequest = z.input<typeof TrackingEventRequest>;

export const TrackingResponse = z.object({ stored: z.boolean() });
export type TrackingResponse = z.infer<typeof TrackingResponse>;

/** GET /api/admin/partners/{id}/flows (docs/decisions/054): a partner's tracked sessions by user flow. */
export const FlowReportResponse = z.object({
  partnerId: z.string(),
  flows: z.array(z.object({
    userFlow: z.string(),
    sessions: z.number(),
    /** Sessions whose full event once carried "Pre Approved" or "Submitted" (spec 1 §4 "Tracking status label"). */
    preApproved: z.number(),
    submitted: z.number(),
  })),
});
