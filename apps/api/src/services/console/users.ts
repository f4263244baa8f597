import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consoleSessions, consoleUsers } from '../../db/schema/index';

// Issue 36 "Who uses it" (docs/decisions/076).
export type ConsoleRole = 'operator' | 'partner_admin' | 'partner_user';

export interface ConsoleUser {
  id: string;
  email: string;
  role: ConsoleRole;
  /** The partner a partner admin or user belongs to; null for the operator. */
  partnerId: string | null;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** The active console user with this e-mail, or null. */
export async function findConsoleUser(db: Database, email: string): Promise<ConsoleUser | null> {
  const [row] = await db.select().from(consoleUsers)
    .where(and(eq(consoleUsers.email, normalised(email)), eq(consoleUsers.active, true))).limit(1);
  return row ? { id: row.id, email: row.email, role: row.role as ConsoleRole, partnerId: row.partnerId } : null;
}

/** Adds a console user (or makes an existing one active again with this role). */
export async function addConsoleUser(db: Database, user: { email: string; role: ConsoleRole; partnerId?: string | null }): Promise<ConsoleUser> {
  const values = { email: normalised(user.email), role: user.role, partnerId: user.role === 'operator' ? null : (user.partnerId ?? null), active: true };
  const [row] = await db.insert(consoleUsers).values(values)
    .onConflictDoUpdate({ target: consoleUsers.email, set: { role: values.role, partnerId: values.partnerId, active: true } })
    .returning();
  return { id: row!.id, email: row!.email, role: row!.role as ConsoleRole, partnerId: row!.partnerId };
}

/** Deactivates a user: every session of theirs ends at once (sessions are checked against `active`). */
export async function deactivateConsoleUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(consoleUsers).set({ active: false }).where(eq(consoleUsers.id, userId));
    await tx.update(consoleSessions).set({ revokedAt: new Date() }).where(eq(consoleSessions.userId, userId));
  });
}
