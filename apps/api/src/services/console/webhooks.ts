import { randomBytes } from 'node:crypto';
import { DELIVERY_EVENT_TYPES, type Webhook } from '@kerb/domain/delivery/webhook';
import type { WebhooksResponse, WebhookSecretResponse } from '@kerb/domain/contracts/console-webhooks';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveries } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { partnerCrmReceiver, partnerLeadEmailReceiver } from '../delivery/receivers';
import { deliveriesWhere } from './lead-files';
import { commitPartnerChange } from './partners';

// Issue 36 §7 "Webhooks: each partner's endpoints, secret rotation, the event log with replay". The endpoint
// is the partner's CRM webhook (docs/decisions/045); its secret is made here, shown once, and a replaced one
// keeps signing beside the new one for a day (decision 068).

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64, as those libraries expect. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const endpointOf = (webhook: Webhook | undefined, now: Date) => ({
  url: webhook?.url ?? null,
  secretSet: Boolean(webhook?.secret),
  previousSecretUntil: webhook?.previousSecretUntil && Date.parse(webhook.previousSecretUntil) > now.getTime() ? webhook.previousSecretUntil : null,
});

const partnerReceivers = (partnerId: string) => [partnerCrmReceiver(partnerId), partnerLeadEmailReceiver(partnerId)];

export async function partnerWebhooks(db: Database, partner: PartnerConfig, now = new Date()): Promise<WebhooksResponse> {
  return {
    partnerId: partner.id,
    endpoint: endpointOf(partner.crmWebhook, now),
    events: [...DELIVERY_EVENT_TYPES],
    deliveries: await deliveriesWhere(db, inArray(deliveries.receiver, partnerReceivers(partner.id))),
  };
}

/** Points the endpoint at `url`; a first endpoint gets its secret, answered this once. */
// Each change is the partner's next config version, in the audit log as the person's (decision 078).
export async function setWebhookUrl(db: Database, actorId: string, partner: PartnerConfig, url: string, now = new Date()): Promise<WebhookSecretResponse> {
  const secret = partner.crmWebhook ? null : newSecret();
  const stored = await commitPartnerChange(db, { ...partner, crmWebhook: { url, secret: secret ?? partner.crmWebhook!.secret } }, actorId, 'partner.webhook_set');
  return { secret, endpoint: endpointOf(stored.crmWebhook, now) };
}

/** A new secret, answered this once; the old one signs beside it for a day. */
export async function rotateWebhookSecretOf(db: Database, actorId: string, partner: PartnerConfig, now = new Date()): Promise<WebhookSecretResponse> {
  if (!partner.crmWebhook) throw new HttpError(409, 'Set the endpoint\'s address first', 'url', 'the partner has no webhook yet');
  const secret = newSecret();
  const stored = await commitPartnerChange(db, { ...partner, crmWebhook: { url: partner.crmWebhook.url, secret } }, actorId, 'partner.secret_rotated');
  return { secret, endpoint: endpointOf(stored.crmWebhook, now) };
}

/**
 * Sends a finished delivery to the partner again, under its own idempotency key (so a receiver that has it
 * already can tell): a failed one once the receiver is fixed, a delivered one the receiver lost.
 */
export async function replayPartnerDelivery(db: Database, partnerId: string, deliveryId: number, now = new Date()): Promise<void> {
  const [row] = await db.update(deliveries)
    .set({ status: 'PENDING', nextAttemptAt: now, finishedAt: null, lastError: null })
    .where(and(eq(deliveries.id, deliveryId), inArray(deliveries.receiver, partnerReceivers(partnerId)), inArray(deliveries.status, ['FAILED', 'DELIVERED'])))
    .returning({ id: deliveries.id });
  if (row) return;
  const [exists] = await db.select({ status: deliveries.status }).from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), inArray(deliveries.receiver, partnerReceivers(partnerId))));
  if (!exists) throw new HttpError(404, 'Delivery not found', 'deliveryId', 'no delivery to this partner with this id');
  throw new HttpError(409, 'This delivery is still being sent, or was never set up', 'status', `is ${exists.status.toLowerCase()}`);
}
