import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/decisions/045 "Verifying a webhook": every webhook request carries these headers. The signature is
// HMAC-SHA256 with the receiver's shared secret over `${timestamp}.${body}` (the raw body bytes as sent),
// hex-encoded and prefixed "v1=". A receiver recomputes it, compares in constant time, and refuses a
// timestamp far from its clock (replays), then deduplicates on the idempotency key.
// Issue 35 §5: the same request is also signed the Standard Webhooks way (webhook-id, webhook-timestamp,
// webhook-signature), so a receiver can verify with an off-the-shelf library; during a secret's rotation
// each header carries one signature per secret (docs/decisions/068).
export const DELIVERY_HEADERS = {
  idempotencyKey: 'idempotency-key',
  event: 'kerb-event',
  timestamp: 'kerb-timestamp',
  signature: 'kerb-signature',
  webhookId: 'webhook-id',
  webhookTimestamp: 'webhook-timestamp',
  webhookSignature: 'webhook-signature',
} as const;

/** Seconds since the epoch, as sent in kerb-timestamp. */
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000).toString();

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** kerb-signature: one `v1=` signature per secret, comma-separated. */
export const kerbSignature = (secrets: readonly string[], timestamp: string, body: string) =>
  secrets.map((secret) => signPayload(secret, timestamp, body)).join(',');

/**
 * The Standard Webhooks key of a secret: a `whsec_` secret is base64 after its prefix (as those libraries
 * read it); any other secret is its own UTF-8 bytes, which a receiver passes as `whsec_` + base64(secret).
 */
export const standardWebhooksKey = (secret: string) =>
  secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');

/** webhook-signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, space-separated. */
export const standardWebhooksSignature = (secrets: readonly string[], id: string, timestamp: string, body: string) =>
  secrets.map((secret) => `v1,${createHmac('sha256', standardWebhooksKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`).join(' ');

/**
 * A receiver's check (used by Kerb's tests as any receiver would): one of the signatures is this secret's, and
 * the timestamp is within tolerance.
 */
export function verifySignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Number(unixSeconds(now)) - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  return signature.split(',').some((one) => {
    const presented = Buffer.from(one.trim());
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  });
}
