// docs/decisions/045 "The delivery log": the operator's view of deliveries (GET /api/admin/deliveries...) and
// of a lender's submission channel (PUT /api/admin/lenders/{id}/channel). Times are ISO 8601.
import { z } from 'zod/mini';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;
export const DeliveryStatus = z.enum(DELIVERY_STATUSES, `must be one of ${DELIVERY_STATUSES.join(', ')}`);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const DELIVERY_LIST_MAX = 200;

export const DeliveryListQuery = z.object({
  status: z.optional(DeliveryStatus),
  applicationId: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.pipe(
    z.string(),
    z.transform(Number),
  ).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= DELIVERY_LIST_MAX, `must be a whole number from 1 to ${DELIVERY_LIST_MAX}`))),
});

/** A delivery's id as a path names it. */
export const DeliveryId = z.pipe(z.string(), z.transform(Number)).check(z.refine((n) => Number.isSafeInteger(n) && n >= 1, 'must be a delivery id'));
export const DeliveryParams = z.object({ id: DeliveryId });

/** One delivery: its event, receiver, status and attempts so far (more members as the log grows). */
export const DeliverySummary = z.looseObject({
  id: z.number(),
  /** One of DELIVERY_EVENT_TYPES (delivery/webhook). */
  eventType: z.string(),
  receiver: z.string(),
  channel: z.string(),
  /** One of DELIVERY_STATUSES. */
  status: z.string(),
  attempts: z.number(),
});

export const DeliveryListResponse = z.object({ deliveries: z.array(DeliverySummary) });

/** One delivery with its event and one log row per attempt. */
export const DeliveryDetail = z.looseObject({
  ...DeliverySummary.shape,
  event: z.unknown(),
  log: z.array(z.looseObject({ attempt: z.number(), outcome: z.string() })),
});

/** A lender's channel as read back: the webhook's secret is never shown, only whether one is set. */
export const SubmissionChannelResponse = z.looseObject({
  lenderId: z.string(),
  channel: z.nullable(z.string()),
  email: z.nullable(z.string()),
  webhookUrl: z.nullable(z.string()),
  hasWebhookSecret: z.boolean(),
});
