import { and, asc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { postWebhook } from '../../adapters/webhooks/http';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { deliveries, deliveryAttempts } from '../../db/schema/index';
import type { MessageSender } from '../messages/port';
import { readEnclosures } from './attachments';
import { nextAttemptAt, type BackoffPolicy } from './backoff';
import type { ApplicationPackBuilder } from './pack';
import type { DeliveryPayload } from './queue';
import type { DeliveryChannel } from './receivers';
import { receiverNow } from './receiver-now';

type DeliveryRow = typeof deliveries.$inferSelect;

export interface DeliveryWorkerDeps {
  db: Database;
  env: Env;
  messages: MessageSender;
  storage: DocumentStorage;
  pack: ApplicationPackBuilder;
  log: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
}

/** How many rows one pass claims; they go out side by side (each is the head of its own order). */
const BATCH = 20;

/** What an attempt cut short by this instance's shutdown records: the receiver may or may not have it. */
export const INTERRUPTED_BY_SHUTDOWN = 'interrupted: the sending instance stopped';

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * docs/decisions/045: sends what is queued in `deliveries`. A pass claims due rows with FOR UPDATE SKIP
 * LOCKED and, in the same short transaction, pushes their next attempt past a lease, so no other worker
 * (in this process or another on the same database) takes them while they are sent; the sending itself
 * runs outside any transaction. A row waits while an earlier row for the same receiver and ordering key
 * (the application) is still pending, so each receiver gets an application's events in order. A worker
 * that dies mid-send leaves the row to be taken again when the lease ends (receivers deduplicate on the
 * idempotency key); one that is stopped (issue 35 §6, graceful shutdown) cuts its webhook sends short and
 * releases their rows, due at once, so another instance takes them without waiting for the lease.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** Aborted by stop(): sends under way end, and nothing more is claimed by this worker. */
  private readonly closing = new AbortController();
  /** Requests' flushes under way, which stop() waits for as it does for a pass. */
  private readonly flushing = new Set<Promise<void>>();
  private readonly policy: BackoffPolicy;
  private readonly leaseMs: number;

  constructor(private readonly deps: DeliveryWorkerDeps) {
    const { env } = deps;
    this.policy = {
      baseMs: env.DELIVERY_BACKOFF_BASE_MS,
      maxMs: env.DELIVERY_BACKOFF_MAX_MS,
      windowMs: env.DELIVERY_RETRY_HOURS * 3_600_000,
    };
    // Longer than any one send may take (env.ts checks it is above the webhook timeout), so a slow send is
    // never taken by a second worker.
    this.leaseMs = env.DELIVERY_LEASE_MS;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Polls every DELIVERY_POLL_MS until stopped; a pass that found work is followed at once by another. */
  start(): void {
    if (!this.stopped || this.deps.env.DELIVERY_POLL_MS === 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        this.schedule(this.deps.env.DELIVERY_POLL_MS);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) > 0);
    } catch (err) {
      // The database may be briefly away; the next poll tries again. No payload is logged.
      this.deps.log.error({ reason: (err as Error)?.message }, 'delivery pass failed');
    }
  }

  /**
   * For good (the app's close): stops polling and claiming, cuts webhook sends under way short, and waits
   * until their rows are released (an e-mail being handed over is waited for: it cannot be taken back).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all([this.running, ...this.flushing]);
  }

  /**
   * Sends at once what is due for one ordering key (the application), as far as its order allows, on one
   * channel or all: the request that queued it need not wait for the next poll. Never throws: what fails
   * stays queued for the worker.
   */
  async flush(orderingKey: string, channel?: DeliveryChannel): Promise<void> {
    const flushing = (async () => {
      try {
        while ((await this.runOnce({ orderingKey, channel })) > 0);
      } catch (err) {
        this.deps.log.warn({ reason: (err as Error)?.message }, 'delivery flush failed; the worker retries');
      }
    })();
    this.flushing.add(flushing);
    await flushing.finally(() => this.flushing.delete(flushing));
  }

  /** One pass: claims due rows and sends them. Answers how many were claimed. */
  async runOnce(only: { orderingKey?: string; channel?: DeliveryChannel } = {}): Promise<number> {
    // A stopped instance leaves what is queued to the others.
    if (this.closing.signal.aborted) return 0;
    const claimed = await this.claim(only);
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  private async claim({ orderingKey, channel }: { orderingKey?: string; channel?: DeliveryChannel }): Promise<DeliveryRow[]> {
    const now = this.now();
    const earlier = alias(deliveries, 'earlier');
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(
          eq(deliveries.status, 'PENDING'),
          lte(deliveries.nextAttemptAt, now),
          orderingKey === undefined ? undefined : eq(deliveries.orderingKey, orderingKey),
          channel === undefined ? undefined : eq(deliveries.channel, channel),
          notExists(tx.select({ one: sql`1` }).from(earlier).where(and(
            eq(earlier.receiver, deliveries.receiver),
            eq(earlier.orderingKey, deliveries.orderingKey),
            lt(earlier.id, deliveries.id),
            eq(earlier.status, 'PENDING'),
          ))),
        ))
        .orderBy(asc(deliveries.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(deliveries)
        .set({ attempts: sql`${deliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + this.leaseMs) })
        .where(inArray(deliveries.id, due.map((d) => d.id)))
        .returning();
    });
  }

  private async deliver(row: DeliveryRow): Promise<void> {
    const started = Date.now();
    let outcome: Outcome;
    try {
      outcome = await this.send(row);
    } catch (err) {
      // Errors of the message port and enclosures carry no personal data (adapters/messages/delivery).
      outcome = { ok: false, statusCode: null, error: (err as Error)?.message ?? 'error' };
    }
    // Cut short by stop() (no answer came): released, due at once, rather than retried after a backoff.
    const released = !outcome.ok && outcome.statusCode === null && this.closing.signal.aborted;
    await this.record(row, released ? { ...outcome, error: INTERRUPTED_BY_SHUTDOWN } : outcome, Date.now() - started, released);
  }

  private async send(row: DeliveryRow): Promise<Outcome> {
    const payload = row.payload as DeliveryPayload;
    const now = this.now();
    const receiver = await receiverNow(this.deps.db, this.deps.env, row.receiver, row.channel as DeliveryChannel, now);
    if (!receiver.destination) return { ok: false, statusCode: null, error: receiver.unavailable ?? 'the receiver is not configured' };
    if (receiver.destination !== row.destination) {
      // The operator's list shows where it goes now.
      await this.deps.db.update(deliveries).set({ destination: receiver.destination }).where(eq(deliveries.id, row.id));
    }
    const enclosed = payload.enclosures ? await readEnclosures(this.deps, payload.enclosures, now) : [];
    if (row.channel === 'EMAIL') {
      const written = (payload.email?.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.text) }));
      await this.deps.messages.send({
        to: receiver.destination, channel: 'EMAIL', subject: payload.email?.subject ?? payload.event.type,
        body: payload.email?.body ?? JSON.stringify(payload.event, null, 2), attachments: [...written, ...enclosed],
      });
      return { ok: true, statusCode: null, error: null };
    }
    if (receiver.secrets.length === 0) return { ok: false, statusCode: null, error: 'the receiver has no webhook secret configured' };
    const body = JSON.stringify(enclosed.length === 0 ? payload.event : {
      ...payload.event,
      files: enclosed.map((file) => ({ filename: file.filename, contentType: file.contentType, base64: file.content.toString('base64') })),
    });
    return postWebhook({
      url: receiver.destination, secrets: receiver.secrets, idempotencyKey: row.idempotencyKey, eventType: row.eventType, body,
      timeoutMs: this.deps.env.DELIVERY_TIMEOUT_MS, now, signal: this.closing.signal,
    });
  }

  /**
   * The attempt goes to the log; the row is delivered, retried later (backoff), or failed after its window.
   * A released row is due again at once.
   */
  private async record(row: DeliveryRow, outcome: Outcome, durationMs: number, released = false): Promise<void> {
    const now = this.now();
    const retryAt = outcome.ok ? null : released ? now : nextAttemptAt(row.createdAt, row.attempts, now, this.policy, this.deps.random);
    const status = outcome.ok ? 'DELIVERED' : retryAt ? 'PENDING' : 'FAILED';
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(deliveryAttempts).values({
        deliveryId: row.id, attempt: row.attempts, attemptedAt: now,
        outcome: status === 'PENDING' ? 'RETRY' : status, statusCode: outcome.statusCode, durationMs, error: outcome.error,
      });
      // Only while the row is still this worker's claim (same attempt count).
      await tx
        .update(deliveries)
        .set({
          status,
          lastError: outcome.error,
          nextAttemptAt: retryAt ?? now,
          finishedAt: status === 'PENDING' ? null : now,
        })
        .where(and(eq(deliveries.id, row.id), eq(deliveries.attempts, row.attempts)));
    });
    if (status === 'FAILED') {
      this.deps.log.error({ deliveryId: row.id, receiver: row.receiver, eventType: row.eventType, attempts: row.attempts }, 'delivery failed for good');
    }
  }
}
