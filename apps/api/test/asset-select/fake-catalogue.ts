import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server on 127.0.0.1 standing in for a vehicle data provider's catalogue gateway; each test
// sets how it answers, and every request is kept with its path.

export interface GatewayAnswer {
  status?: number;
  /** Sent as JSON unless a string. */
  body?: unknown;
  delayMs?: number;
}

export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export async function startFakeCatalogue() {
  const received: GatewayRequest[] = [];
  let answer: GatewayAnswer = { status: 200, body: [] };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: raw ? JSON.parse(raw) : null });
      const { status = 200, body = [], delayMs = 0 } = answer;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/select`,
    received,
    answer: (next: GatewayAnswer) => {
      answer = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
