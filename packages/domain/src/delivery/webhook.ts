import { z } from 'zod/mini';

// docs/decisions/045: a receiver's webhook (a partner's CRM, a lender's submission channel, an integration).
// Requests carry personal data, so the URL is HTTPS; plain HTTP is taken only for this machine (loopback),
// where a receiver under test or a local relay listens.
const LOOPBACK_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || LOOPBACK_HTTP.test(value);
}

export const WebhookUrl = z.string().check(
  z.maxLength(500),
  z.refine(isWebhookUrl, 'must be an https:// URL (http:// only for localhost)'),
);

/** The shared secret both sides sign with: long enough not to be guessed. */
export const WebhookSecret = z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(200));

export const Webhook = z.object({
  url: WebhookUrl,
  secret: WebhookSecret,
  // Kept by the server when the secret changes (rotateWebhookSecret); what a caller sends here is ignored.
  previousSecret: z.optional(WebhookSecret),
  previousSecretUntil: z.optional(z.iso.datetime()),
});
export type Webhook = z.infer<typeof Webhook>;

/** Issue 35 §5: a replaced secret stays valid this long, and requests are signed with both meanwhile. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * The webhook to store when `next` replaces `stored`: a changed secret keeps the old one valid for
 * SECRET_OVERLAP_MS, an unchanged one keeps any overlap still running. A caller's own previous fields never
 * count, so no one can extend an old secret's life.
 */
export function rotateWebhookSecret(stored: Webhook | undefined, next: Webhook | undefined, now: Date): Webhook | undefined {
  if (!next) return undefined;
  const { previousSecret: _ignored, previousSecretUntil: _ignoredUntil, ...fresh } = next;
  if (stored && stored.secret !== fresh.secret) {
    return { ...fresh, previousSecret: stored.secret, previousSecretUntil: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString() };
  }
  return stored && inOverlap(stored, now) ? { ...fresh, previousSecret: stored.previousSecret, previousSecretUntil: stored.previousSecretUntil } : fresh;
}

/** Whether a replaced secret is still valid now. */
const inOverlap = (webhook: Pick<Webhook, 'previousSecret' | 'previousSecretUntil'>, now: Date) =>
  Boolean(webhook.previousSecret && webhook.previousSecretUntil && Date.parse(webhook.previousSecretUntil) > now.getTime());

/** The secrets a request is signed with now: the current one, then the previous one during its overlap. */
export function signingSecrets(webhook: Pick<Webhook, 'secret' | 'previousSecret' | 'previousSecretUntil'>, now: Date): string[] {
  return inOverlap(webhook, now) ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}

/** The events a partner's CRM webhook receives. */
export const DELIVERY_EVENT_TYPES = ['lead.created', 'application.preapproved', 'application.submitted', 'lead.stage_changed'] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];

// docs/decisions/045: a lender's submission channel, as the operator sets it (PUT /api/admin/lenders/{id}/channel).
export const SubmissionChannelRequest = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('EMAIL'), email: z.email('not a valid e-mail address').check(z.maxLength(120)) }),
  z.strictObject({ channel: z.literal('WEBHOOK'), url: WebhookUrl, secret: WebhookSecret }),
]);
export type SubmissionChannelRequest = z.infer<typeof SubmissionChannelRequest>;
