import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, consoleUsers, leadNotes } from '../../db/schema/index';
import { partnerCondition, type PartnerScope } from './scope';

// Issue 36 §2 "Lead detail": "notes" in the lead's timeline (docs/decisions/077). A note is written by a
// console user on a lead in their scope, and never changed afterwards: the timeline is a record.

/** Adds a note to a lead in the caller's scope; false when the lead is not there (another partner's, or none). */
export async function addLeadNote(db: Database, scope: PartnerScope, authorId: string, applicationId: string, text: string): Promise<boolean> {
  const [lead] = await db.select({ id: applications.id }).from(applications)
    .where(and(eq(applications.id, applicationId), partnerCondition(sql`${applications.partnerId}`, scope)));
  if (!lead) return false;
  await db.insert(leadNotes).values({ applicationId, authorId, text });
  return true;
}

/** A lead's notes, oldest first, each with its author's e-mail. */
export async function notesOf(db: Database, applicationId: string): Promise<Array<{ at: Date; by: string; text: string }>> {
  return db.select({ at: leadNotes.createdAt, by: consoleUsers.email, text: leadNotes.text })
    .from(leadNotes).innerJoin(consoleUsers, eq(consoleUsers.id, leadNotes.authorId))
    .where(eq(leadNotes.applicationId, applicationId)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}
