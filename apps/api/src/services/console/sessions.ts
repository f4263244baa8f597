import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consoleSessions, consoleUsers } from '../../db/schema/index';
import { hashToken, newToken } from '../../plugins/auth';
import type { ConsoleRole, ConsoleUser } from './users';

/** A console session lasts a working day: a shared office computer is not left signed in for long. */
export const CONSOLE_SESSION_HOURS = 12;

export async function startConsoleSession(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(consoleSessions).values({
    userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + CONSOLE_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/** The session's user, while the session is live and the user active; else null. */
export async function consoleUserOfToken(db: Database, token: string, now = new Date()): Promise<(ConsoleUser & { sessionId: string }) | null> {
  const [row] = await db
    .select({ sessionId: consoleSessions.id, user: consoleUsers })
    .from(consoleSessions)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleSessions.userId))
    .where(and(
      eq(consoleSessions.tokenHash, hashToken(token)), isNull(consoleSessions.revokedAt), gt(consoleSessions.expiresAt, now),
      eq(consoleUsers.active, true),
    ))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  return { sessionId: row.sessionId, id: user.id, email: user.email, role: user.role as ConsoleRole, partnerId: user.partnerId };
}

export async function endConsoleSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(consoleSessions).set({ revokedAt: now }).where(and(eq(consoleSessions.id, sessionId), isNull(consoleSessions.revokedAt)));
}
