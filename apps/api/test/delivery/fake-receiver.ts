import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_HEADERS, verifySignature } from '../../src/services/delivery/signature';

export interface ReceivedEvent {
  key: string;
  eventType: string;
  body: string;
  json: { id: string; type: string; data: Record<string, unknown>; files?: { filename: string }[] };
  signatureValid: boolean;
  /** The request's headers, for checks of their own (other secrets, Standard Webhooks). */
  headers: IncomingHttpHeaders;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A receiver on 127.0.0.1 (port 0) as a partner's or lender's system would run one: it checks each request's
 * signature with the shared secret at the worker's clock, answers 503 while `down` or for its first
 * `failFirst` requests, and keeps what it accepted, in arrival order. Every request is counted.
 */
export async function startFakeReceiver(secret: string, options: { failFirst?: number; now?: () => Date; latencyMs?: () => number } = {}) {
  const accepted: ReceivedEvent[] = [];
  const refused: string[] = [];
  const state = { down: false, failFirst: options.failFirst ?? 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const key = header(request.headers, DELIVERY_HEADERS.idempotencyKey) ?? '';
      const answer = () => {
        if (state.down || state.failFirst > 0) {
          state.failFirst = Math.max(0, state.failFirst - 1);
          refused.push(key);
          response.writeHead(503).end();
          return;
        }
        accepted.push({
          key,
          headers: request.headers,
          eventType: header(request.headers, DELIVERY_HEADERS.event) ?? '',
          body,
          json: JSON.parse(body),
          signatureValid: verifySignature(secret, {
            timestamp: header(request.headers, DELIVERY_HEADERS.timestamp),
            signature: header(request.headers, DELIVERY_HEADERS.signature),
          }, body, { now: options.now?.() ?? new Date() }),
        });
        response.writeHead(204).end();
      };
      const latency = options.latencyMs?.() ?? 0;
      if (latency > 0) setTimeout(answer, latency);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kerb-events`,
    accepted,
    refused,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
