import { signingSecrets } from '@kerb/domain/delivery/webhook';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { lenders } from '../../db/schema/index';
import { findPartnerConfig } from '../partners/index';
import { lenderWebhook } from './admin';
import { INTEGRATIONS, lenderChannelReceiver, partnerLeadEmail, partnerWebhookReceivers, type DeliveryChannel } from './receivers';

/** Where a queued delivery goes now, and the secrets it is signed with (a webhook's). */
export interface ReceiverNow {
  destination: string | null;
  secrets: string[];
  /** Why it cannot be sent now (no longer configured, or moved to another channel); retried meanwhile. */
  unavailable?: string;
}

const gone = (why: string): ReceiverNow => ({ destination: null, secrets: [], unavailable: why });

/**
 * Issue 35 §5 "Deliveries follow their receiver": each attempt reads the receiver as it is configured now,
 * through the same rules that chose it when the event was queued (receivers.ts), so a corrected address or a
 * rotated secret applies to what is still queued, and to an operator's retry. A receiver is found again by its
 * name (`partner-crm:{id}`, `lender:{id}`, …).
 */
export async function receiverNow(db: Database, env: Env, name: string, channel: DeliveryChannel, now: Date): Promise<ReceiverNow> {
  const [kind, id = ''] = name.split(/:(.*)/s);
  if (kind === 'lender') {
    const [row] = await db.select().from(lenders).where(eq(lenders.id, id));
    if (!row) return gone('the lender no longer exists');
    const receiver = lenderChannelReceiver(row);
    if (receiver.channel !== channel) return gone(`the lender now takes ${receiver.channel === 'EMAIL' ? 'e-mail' : 'webhooks'}`);
    const webhook = lenderWebhook(row);
    return receiver.destination
      ? { destination: receiver.destination, secrets: webhook ? signingSecrets(webhook, now) : [] }
      : gone(receiver.skipped ?? 'the lender has no submission channel');
  }
  const integration = INTEGRATIONS.find((i) => i.name === name);
  if (integration) {
    const url = env[integration.url];
    const secret = env[integration.secret];
    return url ? { destination: url, secrets: secret ? [secret] : [] } : gone(`${integration.url} is not configured`);
  }
  const partner = await findPartnerConfig(db, id);
  if (!partner) return gone('the partner no longer exists');
  if (kind === 'partner-crm') {
    const crm = partnerWebhookReceivers(partner, env).find((r) => r.name === name);
    return crm?.destination && partner.crmWebhook
      ? { destination: crm.destination, secrets: signingSecrets(partner.crmWebhook, now) }
      : gone('the partner has no CRM webhook');
  }
  if (kind === 'partner-lead-email') {
    const lead = partnerLeadEmail(partner);
    return lead?.destination ? { destination: lead.destination, secrets: [] } : gone('the partner no longer takes lead e-mails');
  }
  return gone('unknown receiver');
}
