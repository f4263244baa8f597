import type { FastifyRequest } from 'fastify';

// No personal data in logs: query strings (an outbox lookup carries a mobile or e-mail) are dropped, and
// path segments that are credentials (lead tokens, short-link codes, the session token of a live events
// stream) are masked. Client addresses are not logged either.
const SECRET_PATHS = [/^(\/flow\/v1\/lead\/)[^/]+/, /^(\/l\/)[^/]+/, /^(\/api\/events\/[^/]+\/)[^/]+/];

export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return SECRET_PATHS.reduce((p, pattern) => p.replace(pattern, '$1***'), path);
}

export const requestSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request.url) }),
};
