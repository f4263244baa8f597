import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server on 127.0.0.1 (ephemeral port) standing in for a credit bureau's gateway. Each test
// sets how it answers; every request is kept.

export interface BureauAnswer {
  status?: number;
  /** Sent as JSON unless a string. */
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface ReceivedEnquiry {
  method: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export async function startFakeBureau() {
  const received: ReceivedEnquiry[] = [];
  let answer: BureauAnswer = { status: 200, body: {} };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body: raw ? JSON.parse(raw) : null });
      const { status = 200, body = {}, delayMs = 0 } = answer;
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
    url: `http://127.0.0.1:${port}/v1/enquiries`,
    received,
    answer: (next: BureauAnswer) => {
      answer = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
