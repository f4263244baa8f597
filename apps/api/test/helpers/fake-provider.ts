import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server on 127.0.0.1 (ephemeral port) standing in for an outside provider (a credit bureau,
// a vehicle data gateway, Google Places…). Each test sets how it answers, for every path or for one path;
// every request is kept.

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless a string. */
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The JSON body, or null without one. */
  body: unknown;
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** Starts the server; `url` is its address followed by `basePath`. Paths without an answer get `fallback`. */
export async function startFakeProvider(fallback: FakeAnswer, basePath = '') {
  const received: FakeRequest[] = [];
  let answer = fallback;
  const byPath = new Map<string, FakeAnswer>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      received.push({ method: request.method ?? '', path: request.url ?? '', url, headers: request.headers, body: raw ? JSON.parse(raw) : null });
      const { status = 200, body = {}, delayMs = 0 } = byPath.get(url.pathname) ?? answer;
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
    url: `http://127.0.0.1:${port}${basePath}`,
    received,
    /** How the provider answers from now on: on `path` only, or on every path without its own answer. */
    answer: (next: FakeAnswer, path?: string) => {
      if (path) byPath.set(path, next);
      else answer = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
