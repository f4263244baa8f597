import type { TimelineEntry } from '@kerb/domain/contracts/console-leads';
import { SCREEN_IDS } from '@kerb/domain/journey/ids';
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, trackingEvents as t } from '../../db/schema/index';
import { notesOf } from './lead-notes';

// Issue 36 §2: "one timeline of screens visited (tracking), stage moves, notes and messages"
// (docs/decisions/077).

/**
 * The messages Kerb sent the borrower since the lead began (to their e-mail or mobile), each by its subject
 * and what became of it, never its text: a code or a sign-in link is the borrower's alone.
 */
async function messagesOf(db: Database, contacts: readonly string[], since: Date): Promise<Array<{ at: Date; text: string }>> {
  if (contacts.length === 0) return [];
  const rows = await db.select({ channel: outbox.channel, subject: outbox.subject, status: outbox.status, at: outbox.createdAt }).from(outbox)
    .where(and(inArray(outbox.to, [...contacts]), gte(outbox.createdAt, since))).orderBy(asc(outbox.createdAt)).limit(200);
  return rows.map((m) => ({
    at: m.at,
    text: `${m.channel === 'SMS' ? 'Text' : `E-mail “${m.subject ?? 'no subject'}”`} to the borrower, ${MESSAGE_STATUS[m.status] ?? m.status.toLowerCase()}`,
  }));
}
const MESSAGE_STATUS: Record<string, string> = { QUEUED: 'queued', SENT: 'sent', FAILED: 'not delivered', DEMO: 'recorded (demo)' };

/**
 * The screens the borrower saw, from the visible-on-screen events (kind 'tracking', spec 1 §3): every
 * session that reported this application, from its first screen (before the borrower registered, when no
 * application was known yet) on, but not a later application's screens in the same session. Only the
 * partner's own events count; a screen's time is when Kerb received it, as every other entry's is.
 */
async function screensOf(db: Database, applicationId: string, partnerId: string | null): Promise<Array<{ at: Date; screen: string }>> {
  const partner = partnerId === null ? sql`true` : sql`${t.partnerId} = ${partnerId}`;
  const result = await db.execute<{ screen: string; at: string | Date }>(sql`
    select ${t.interaction}->>'screen' as screen, ${t.createdAt} as at from ${t}
    where ${t.kind} = 'tracking' and ${partner}
      and ${t.sessionId} in (select distinct ${t.sessionId} from ${t}
        where ${t.kind} = 'tracking' and ${t.event}->>'applicationId' = ${applicationId} and ${partner})
      and coalesce(${t.event}->>'applicationId', ${applicationId}) = ${applicationId}
      and ${t.interaction}->>'screen' in (${sql.join(SCREEN_IDS.map((id) => sql`${id}`), sql`, `)})
    order by ${t.createdAt}, ${t.id}`);
  return (result as unknown as { rows: Array<{ screen: string; at: string | Date }> }).rows
    .map((row) => ({ screen: row.screen, at: new Date(row.at) }));
}

/** Stage moves (the lead's history), notes and screens as one list, oldest first. */
export async function leadTimeline(
  db: Database, lead: { applicationId: string; partnerId: string | null; since: Date; contacts: readonly string[] },
  history: ReadonlyArray<{ stage: string; at: string; by: string | null }>,
): Promise<TimelineEntry[]> {
  const [notes, screens, messages] = await Promise.all([
    notesOf(db, lead.applicationId), screensOf(db, lead.applicationId, lead.partnerId), messagesOf(db, lead.contacts, lead.since),
  ]);
  const entries: TimelineEntry[] = [
    ...history.map((h) => ({ kind: 'stage' as const, at: h.at, by: h.by, text: h.stage })),
    ...notes.map((n) => ({ kind: 'note' as const, at: n.at.toISOString(), by: n.by, text: n.text })),
    ...screens.map((s) => ({ kind: 'screen' as const, at: s.at.toISOString(), by: null, text: s.screen })),
    ...messages.map((m) => ({ kind: 'message' as const, at: m.at.toISOString(), by: null, text: m.text })),
  ];
  // ISO times in UTC sort as text; the sort is stable, so entries at the same moment keep the order above.
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
