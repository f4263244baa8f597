import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

// PostgreSQL stores no NUL character in text or jsonb (nor does PGlite), so a request carrying one in its
// body, path or query would fail at the database as a 500. Nothing Kerb takes in has a use for NUL: such
// a request is refused before any handler runs, with a 400 naming where the character is.

const NUL = '\u0000';

/** The dot path of the first string (or key) holding a NUL, or null when there is none. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes(NUL)) return itemPath;
    const found = nulPath(item, itemPath);
    if (found) return found;
  }
  return null;
}

/**
 * Where a request body holds a NUL. A body kept as its JSON text (the quote routes parse their own) is
 * looked into only when the text has the one escape that writes a NUL; text that does not parse is left
 * to its route, which answers it with its own 400.
 */
function bodyNulPath(body: unknown): string | null {
  if (typeof body !== 'string') return nulPath(body, 'body');
  if (body.includes(NUL)) return 'body';
  if (!body.includes('\\u0000')) return null;
  try {
    return nulPath(JSON.parse(body), 'body');
  } catch {
    return null;
  }
}

export const noNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const at = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? bodyNulPath(request.body);
    if (at) throw badRequest(at, 'must not contain the NUL character');
  });
});
