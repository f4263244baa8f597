import type { ConsoleInviteRequest, ConsoleUserChangeRequest, ConsoleUserRow } from '@kerb/domain/contracts/console-users';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consoleSessions, consoleUsers } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { fieldChanges } from '@kerb/domain/console/changes';
import type { Tx } from '../borrowers/store';
import { writeAudit } from './audit';
import { requireSettingsRole } from './partners';
import { partnerCondition } from './scope';
import type { ConsoleRole, ConsoleUser } from './users';

// Issue 36 §6 "Users and roles" (docs/decisions/076): a partner admin manages their own partner's people; the
// operator, everyone. A partner user manages no one. Another partner's user is answered as if missing (404).

type Row = typeof consoleUsers.$inferSelect;
const rowOf = (row: Row): ConsoleUserRow => ({
  id: row.id, email: row.email, role: row.role as ConsoleRole, partnerId: row.partnerId, active: row.active, createdAt: row.createdAt.toISOString(),
});
const notFound = () => new HttpError(404, 'User not found', 'id', 'no console user with this id');

export async function listPeople(db: Database, caller: ConsoleUser): Promise<ConsoleUserRow[]> {
  requireSettingsRole(caller);
  const scope = caller.role === 'operator' ? 'all' : [caller.partnerId ?? ''];
  const rows = await db.select().from(consoleUsers).where(partnerCondition(consoleUsers.partnerId.getSQL(), scope))
    .orderBy(asc(consoleUsers.partnerId), asc(consoleUsers.email));
  return rows.map(rowOf);
}

/** Issue 36 §8: who changed whose access, their role and whether active, old and new. */
async function auditPerson(tx: Tx, caller: ConsoleUser, action: string, before: Row | null, after: Row): Promise<void> {
  const changes = fieldChanges(before && { role: before.role, active: before.active }, { role: after.role, active: after.active });
  if (changes.length > 0) await writeAudit(tx, { actorId: caller.id, action, partnerId: after.partnerId, target: after.email, changes });
}

/** The partner an invitation puts its person in: the operator's choice, a partner admin's own. */
function invitedPartner(caller: ConsoleUser, invite: ConsoleInviteRequest): string | null {
  if (invite.role === 'operator') {
    if (caller.role !== 'operator') throw new HttpError(403, 'Only the operator can invite an operator', 'role', 'operator only');
    if (invite.partnerId) throw new HttpError(400, 'An operator belongs to no partner', 'partnerId', 'must be left out for an operator');
    return null;
  }
  if (caller.role === 'operator') {
    if (!invite.partnerId) throw new HttpError(400, 'Name the partner this person works for', 'partnerId', 'required for a partner admin or user');
    return invite.partnerId;
  }
  if (invite.partnerId && invite.partnerId !== caller.partnerId) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
  return caller.partnerId;
}

/**
 * Invites a person (or makes a deactivated one of the same partner active again). An address already in
 * another partner's console stays there: people are never moved between partners by an invitation.
 */
export async function invitePerson(db: Database, caller: ConsoleUser, invite: ConsoleInviteRequest): Promise<{ person: ConsoleUserRow; before: ConsoleUserRow | null }> {
  requireSettingsRole(caller);
  const partnerId = invitedPartner(caller, invite);
  const [existing] = await db.select().from(consoleUsers).where(eq(consoleUsers.email, invite.email));
  if (existing && existing.partnerId !== partnerId) {
    throw new HttpError(409, 'This address already has a console account elsewhere', 'email', 'belongs to another partner or the operator');
  }
  const values = { email: invite.email, role: invite.role, partnerId, active: true };
  const person = await db.transaction(async (tx) => {
    const [row] = await tx.insert(consoleUsers).values(values)
      .onConflictDoUpdate({ target: consoleUsers.email, set: { role: values.role, active: true } }).returning();
    await auditPerson(tx, caller, 'user.invited', existing ?? null, row!);
    return rowOf(row!);
  });
  return { person, before: existing ? rowOf(existing) : null };
}

/** Changes a person's role or deactivates them; deactivating ends every session of theirs at once. */
export async function changePerson(
  db: Database, caller: ConsoleUser, id: string, change: ConsoleUserChangeRequest,
): Promise<{ person: ConsoleUserRow; before: ConsoleUserRow }> {
  requireSettingsRole(caller);
  const [row] = await db.select().from(consoleUsers).where(eq(consoleUsers.id, id));
  if (!row || (caller.role !== 'operator' && row.partnerId !== caller.partnerId)) throw notFound();
  // Nobody locks themselves out: the last way back in would be the operator's command.
  if (row.id === caller.id) throw new HttpError(400, 'You cannot change your own access', 'id', 'is the signed-in user');
  if (change.role === 'operator' && caller.role !== 'operator') throw new HttpError(403, 'Only the operator can make an operator', 'role', 'operator only');
  if (change.role && (change.role === 'operator') !== (row.partnerId === null)) {
    throw new HttpError(400, 'An operator belongs to no partner, and a partner\'s people to one', 'role', 'does not fit the user\'s partner');
  }
  const set = { ...(change.role ? { role: change.role } : {}), ...(change.active !== undefined ? { active: change.active } : {}) };
  const updated = await db.transaction(async (tx) => {
    const [next] = Object.keys(set).length > 0 ? await tx.update(consoleUsers).set(set).where(eq(consoleUsers.id, id)).returning() : [row];
    if (change.active === false) await tx.update(consoleSessions).set({ revokedAt: new Date() }).where(eq(consoleSessions.userId, id));
    await auditPerson(tx, caller, 'user.changed', row, next!);
    return next!;
  });
  return { person: rowOf(updated), before: rowOf(row) };
}
