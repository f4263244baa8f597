import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken, newToken } from '../../plugins/auth';

const DAY_MS = 86_400_000;

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function startSession(db: Database, userId: string, ttlDays: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

export interface SessionUser {
  sessionId: string;
  userId: string;
  firstName: string;
}

/** The live (unexpired, unrevoked) session a token belongs to, with its account's first name. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, firstName: users.firstName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function firstNameOf(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.firstName ?? '';
}
