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

export const noNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const at = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body');
    if (at) throw badRequest(at, 'must not contain the NUL character');
  });
});
