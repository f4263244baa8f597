import type { LiveEventName } from '@kerb/domain/contracts/live-events';
import type { Database } from '../../db/client';
import { liveEventsAfter } from './read';

// Events read a page at a time, so a long-disconnected stream catching up never holds a huge result.
const PAGE = 100;

export interface LiveSubscription {
  userId: string;
  name: LiveEventName;
  /** The id of the last event this stream was sent (or its starting point). */
  cursor: number;
  /** Writes one event to the stream. */
  send(id: number, data: unknown): void;
}

/**
 * The open streams of this instance, by borrower. A notification only says "this borrower has new events";
 * each stream then reads the table after its own cursor, so live delivery, replay after Last-Event-ID and
 * catching up after a lost listening connection are one path, and nothing is sent twice or out of order.
 */
export class LiveEventHub {
  private readonly byUser = new Map<string, Set<Subscribed>>();

  constructor(private readonly db: Database, private readonly onError: (error: Error) => void) {}

  /** Starts delivering to `subscription` (first catching up from its cursor); `stop` ends it. */
  subscribe(subscription: LiveSubscription): { wake(): void; stop(): void } {
    const subscribed = new Subscribed(this.db, subscription, this.onError);
    let set = this.byUser.get(subscription.userId);
    if (!set) this.byUser.set(subscription.userId, (set = new Set()));
    set.add(subscribed);
    subscribed.wake();
    const stop = () => {
      subscribed.stop();
      set.delete(subscribed);
      if (set.size === 0 && this.byUser.get(subscription.userId) === set) this.byUser.delete(subscription.userId);
    };
    return { wake: () => subscribed.wake(), stop };
  }

  /** A borrower's events changed (a notification): their streams read what is new. */
  wakeUser(userId: string): void {
    for (const s of this.byUser.get(userId) ?? []) s.wake();
  }

  /** Notifications may have been missed (the listener reconnected): every stream reads what is new. */
  wakeAll(): void {
    for (const set of this.byUser.values()) for (const s of set) s.wake();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}

class Subscribed {
  private reading = false;
  private again = false;
  private stopped = false;

  constructor(private readonly db: Database, private readonly sub: LiveSubscription, private readonly onError: (error: Error) => void) {}

  stop(): void {
    this.stopped = true;
  }

  /** Reads and sends what is after the cursor; wakes during a read are folded into one more read. */
  wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        let page: Awaited<ReturnType<typeof liveEventsAfter>>;
        do {
          if (this.stopped) return;
          page = await liveEventsAfter(this.db, this.sub.userId, this.sub.name, this.sub.cursor, PAGE);
          for (const event of page) {
            if (this.stopped) return;
            this.sub.send(event.id, event.data);
            this.sub.cursor = event.id;
          }
        } while (page.length === PAGE);
      } catch (error) {
        // The next notification or heartbeat reads again from the same cursor.
        this.onError(error as Error);
      }
    } while (this.again && !this.stopped);
    // In the same turn as the last check of `again`: a wake from here on starts a new read.
    this.reading = false;
  }
}
