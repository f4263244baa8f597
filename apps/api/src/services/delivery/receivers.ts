import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { Env } from '../../env';

// docs/decisions/045: who receives what. A receiver is named (the name is how its secret is found again at
// delivery time, so a rotated secret applies to what is still queued) and has a channel and destination.
// A receiver that should get an event but is not configured is still recorded, as SKIPPED with the reason,
// so nothing is silently lost.

export type DeliveryChannel = 'WEBHOOK' | 'EMAIL';

export interface Receiver {
  name: string;
  channel: DeliveryChannel;
  /** The webhook URL or e-mail address; null when not configured. */
  destination: string | null;
  /** Why it is not sent (recorded as SKIPPED). */
  skipped?: string;
}

/** The partners' integrations (spec 1 §3 flags), each a webhook receiver configured by env. */
export const INTEGRATIONS = [
  { flag: 'sendToDealerSolutions', name: 'dealer-solutions', url: 'DEALER_SOLUTIONS_WEBHOOK_URL', secret: 'DEALER_SOLUTIONS_WEBHOOK_SECRET' },
  { flag: 'sendEmailToOnlyCars', name: 'only-cars', url: 'ONLY_CARS_WEBHOOK_URL', secret: 'ONLY_CARS_WEBHOOK_SECRET' },
  { flag: 'sendToFintelligence', name: 'fintelligence', url: 'FINTELLIGENCE_WEBHOOK_URL', secret: 'FINTELLIGENCE_WEBHOOK_SECRET' },
] as const satisfies readonly { flag: keyof PartnerConfig; name: string; url: keyof Env; secret: keyof Env }[];

export const partnerCrmReceiver = (partnerId: string) => `partner-crm:${partnerId}`;
export const partnerLeadEmailReceiver = (partnerId: string) => `partner-lead-email:${partnerId}`;
export const lenderReceiver = (lenderId: string) => `lender:${lenderId}`;

/** The partner's CRM webhook and the integrations its flags turn on: every event goes to all of them. */
export function partnerWebhookReceivers(partner: PartnerConfig, env: Env): Receiver[] {
  const receivers: Receiver[] = [];
  if (partner.crmWebhook) {
    receivers.push({ name: partnerCrmReceiver(partner.id), channel: 'WEBHOOK', destination: partner.crmWebhook.url });
  }
  for (const integration of INTEGRATIONS) {
    if (!partner[integration.flag]) continue;
    const url = env[integration.url];
    receivers.push(url
      ? { name: integration.name, channel: 'WEBHOOK', destination: url }
      : { name: integration.name, channel: 'WEBHOOK', destination: null, skipped: `${integration.url} is not configured` });
  }
  return receivers;
}

/** docs/decisions/018: the partner's lead address, when the partner asks for leads. */
export function partnerLeadEmail(partner: PartnerConfig): Receiver | null {
  if (!partner.sendLeadEmail || !partner.leadEmail) return null;
  return { name: partnerLeadEmailReceiver(partner.id), channel: 'EMAIL', destination: partner.leadEmail };
}

export interface LenderChannel {
  id: string;
  submissionChannel: string;
  submissionEmail: string | null;
  submissionWebhookUrl: string | null;
}

/** The chosen lender's submission channel (lenders table); a lender without one is recorded as skipped. */
export function lenderChannelReceiver(lender: LenderChannel): Receiver {
  const name = lenderReceiver(lender.id);
  if (lender.submissionChannel === 'WEBHOOK') {
    return lender.submissionWebhookUrl
      ? { name, channel: 'WEBHOOK', destination: lender.submissionWebhookUrl }
      : { name, channel: 'WEBHOOK', destination: null, skipped: 'the lender has no submission webhook URL' };
  }
  return lender.submissionEmail
    ? { name, channel: 'EMAIL', destination: lender.submissionEmail }
    : { name, channel: 'EMAIL', destination: null, skipped: 'the lender has no submission e-mail address' };
}
