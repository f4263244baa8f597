// Issue 36 §7 "Webhooks: each partner's endpoints, secret rotation, the event log with replay".
import { z } from 'zod/mini';
import { WebhookUrl } from '../delivery/webhook';
import { Id } from './common';
import { LeadDelivery } from './console-leads';
import { DeliveryId } from './deliveries';

const PartnerChoice = { partnerId: z.optional(Id) };

export const WebhooksQuery = z.strictObject(PartnerChoice);

export const WebhookEndpoint = z.object({
  url: z.nullable(z.string()),
  /** Whether a secret is set; the secret itself is shown once, when it is made. */
  secretSet: z.boolean(),
  /** While a replaced secret still signs beside the new one (decision 068). */
  previousSecretUntil: z.nullable(z.string()),
});

export const WebhooksResponse = z.object({
  partnerId: z.string(),
  endpoint: WebhookEndpoint,
  /** The events the endpoint receives. */
  events: z.array(z.string()),
  /** The newest deliveries to the partner's endpoint and lead e-mail, each with the lead it is about. */
  deliveries: z.array(z.extend(LeadDelivery, { applicationId: z.string() })),
});
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;

export const WebhookEndpointRequest = z.strictObject({ ...PartnerChoice, url: WebhookUrl });
export const WebhookSecretRequest = z.strictObject(PartnerChoice);
/** The new secret, shown this once, and the endpoint as it now stands. */
export const WebhookSecretResponse = z.object({ secret: z.nullable(z.string()), endpoint: WebhookEndpoint });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const DeliveryReplayParams = z.object({ deliveryId: DeliveryId });
