import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/decisions/045 "Verifying a webhook": every webhook request carries these headers. The signature is
// HMAC-SHA256 with the receiver's shared secret over `${timestamp}.${body}` (the raw body bytes as sent),
// hex-encoded and prefixed "v1=". A receiver recomputes it, compares in constant time, and refuses a
// timestamp far from its clock (replays), then deduplicates on the idempotency key.
export const DELIVERY_HEADERS = {
  idempotencyKey: 'idempotency-key',
  event: 'kerb-event',
  timestamp: 'kerb-timestamp',
  signature: 'kerb-signature',
} as const;

/** Seconds since the epoch, as sent in kerb-timestamp. */
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000).toString();

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A receiver's check (used by Kerb's tests as any receiver would): signature and a timestamp within tolerance. */
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
  const presented = Buffer.from(signature);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
