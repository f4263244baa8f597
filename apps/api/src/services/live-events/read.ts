import type { LiveEventName } from '@kerb/domain/contracts/live-events';
import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveEvents } from '../../db/schema/index';

export interface StoredLiveEvent {
  id: number;
  data: unknown;
}

/** The borrower's newest event id (0 when none): where a stream without Last-Event-ID starts. */
export async function latestLiveEventId(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents).where(eq(liveEvents.userId, userId));
  return Number(row?.id ?? 0);
}

/** The borrower's events of one name after `afterId`, oldest first, at most `limit`. */
export function liveEventsAfter(db: Database, userId: string, name: LiveEventName, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
  return db
    .select({ id: liveEvents.id, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.name, name), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** Removes events older than `keepMs`, far longer than a browser takes to reconnect. */
export async function pruneLiveEvents(db: Database, keepMs: number): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(Date.now() - keepMs)));
}
