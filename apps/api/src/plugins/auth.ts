import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { HttpError } from './errors';

// Tokens are random 32-byte values; only their SHA-256 hash is stored, so a database read never
// yields a usable credential.
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Caller {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in borrower's identity, or 401. */
    requireCaller(): Promise<Caller>;
    /** The caller if a valid token was sent, else null (never throws for a missing token). */
    optionalCaller(): Promise<Caller | null>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The live session a token opens, or null: unknown, expired or revoked. */
export async function findCaller(db: Database, token: string): Promise<Caller | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { userId: row.userId, sessionId: row.id } : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  async function lookup(request: FastifyRequest): Promise<Caller | null> {
    const token = bearer(request);
    return token ? findCaller(app.db, token) : null;
  }
  app.decorateRequest('optionalCaller', function (this: FastifyRequest) {
    return lookup(this);
  });
  app.decorateRequest('requireCaller', async function (this: FastifyRequest) {
    const caller = await lookup(this);
    if (!caller) throw new HttpError(401, 'Login required', 'authorization', 'missing, expired or revoked token');
    return caller;
  });
});
