import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/index';

// Issue 35 §4 "Limits shared by every instance" (docs/decisions/069): a store for @fastify/rate-limit that
// counts in PostgreSQL (or the embedded database), so instances on one database share each limit. A fixed
// window per key, as the plugin's own in-memory store counts: the first request opens it, later ones add to
// it, and the first after it ends opens a new one. The database's clock decides, so instances whose clocks
// differ still agree.

interface Answer {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, answer?: Answer) => void;

/** Expired windows are removed now and then, by whichever instance counts at that moment. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Database) {
  let calls = 0;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;

  async function count(key: string, timeWindow: number): Promise<Answer> {
    const windowEnds = sql`now() + ${timeWindow} * interval '1 millisecond'`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, windowEndsAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${expired} THEN ${windowEnds} ELSE ${rateLimits.windowEndsAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, ttl: sql<string>`ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())) * 1000)` });
    calls += 1;
    if (calls % SWEEP_EVERY === 0) void db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`)).catch(() => undefined);
    return { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) };
  }

  /** The plugin makes one store, then a child per route: a route's keys are its own. */
  return class DatabaseStore implements FastifyRateLimitStore {
    prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then((answer) => callback(null, answer), (error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's own options as routeInfo (its types say the route options themselves).
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? routeOptions;
      const store = new DatabaseStore();
      store.prefix = `${[route.method ?? ''].flat().join(',')} ${route.url ?? ''} `;
      return store;
    }
  };
}
