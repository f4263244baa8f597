import { DELIVERY_HEADERS, kerbSignature, standardWebhooksSignature, unixSeconds } from '../../services/delivery/signature';

export interface WebhookRequest {
  url: string;
  /** The receiver's current secret, then a replaced one still in its overlap: each signs the request. */
  secrets: readonly string[];
  idempotencyKey: string;
  eventType: string;
  body: string;
  timeoutMs: number;
  now?: Date;
  /** Ends the request early: the sending instance is stopping (the delivery is then released, not failed). */
  signal?: AbortSignal;
}

/** What the receiver answered: a status code, or no answer (unreachable, timed out) with the error's name. */
export interface WebhookAnswer {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

// docs/decisions/045: one signed POST of JSON. Any 2xx is delivered; anything else (or no answer within the
// timeout) is a failure to retry. Errors name the status or the error class only: the URL may hold a token
// and the body personal data, and both may end up in logs.
export async function postWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  const timestamp = unixSeconds(request.now ?? new Date());
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kerb-Delivery/1',
        [DELIVERY_HEADERS.idempotencyKey]: request.idempotencyKey,
        [DELIVERY_HEADERS.event]: request.eventType,
        [DELIVERY_HEADERS.timestamp]: timestamp,
        [DELIVERY_HEADERS.signature]: kerbSignature(request.secrets, timestamp, request.body),
        [DELIVERY_HEADERS.webhookId]: request.idempotencyKey,
        [DELIVERY_HEADERS.webhookTimestamp]: timestamp,
        [DELIVERY_HEADERS.webhookSignature]: standardWebhooksSignature(request.secrets, request.idempotencyKey, timestamp, request.body),
      },
      body: request.body,
      redirect: 'error',
      signal: request.signal ? AbortSignal.any([AbortSignal.timeout(request.timeoutMs), request.signal]) : AbortSignal.timeout(request.timeoutMs),
    });
    await response.body?.cancel();
    return { ok: response.ok, statusCode: response.status, error: response.ok ? null : `receiver answered ${response.status}` };
  } catch (err) {
    const name = (err as Error)?.name === 'TimeoutError' ? 'timed out' : `unreachable (${(err as Error)?.name ?? 'error'})`;
    return { ok: false, statusCode: null, error: `receiver ${name}` };
  }
}
