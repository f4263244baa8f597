import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStorage } from '../../adapters/document-storage/port';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { MessageSender } from '../messages/port';
import type { ApplicationPackBuilder } from './pack';
import type { DeliveryChannel } from './receivers';
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
/**
 * docs/decisions/045: sends what is queued in `deliveries`. A pass claims due rows with FOR UPDATE SKIP
 * LOCKED and, in the same short transaction, pushes their next attempt past a lease, so no other worker
 * (in this process or another on the same database) takes them while they are sent; the sending itself
 * runs outside any transaction. A row waits while an earlier row for the same receiver and ordering key
 * (the application) is still pending, so each receiver gets an application's events in order. A worker
 * that dies mid-send leaves the row to be taken again when the lease ends (receivers deduplicate on the
 * idempotency key).
 */
export declare class DeliveryWorker {
    private readonly deps;
    private timer;
    private running;
    private stopped;
    private readonly policy;
    private readonly leaseMs;
    constructor(deps: DeliveryWorkerDeps);
    private now;
    /** Polls every DELIVERY_POLL_MS until stopped; a pass that found work is followed at once by another. */
    start(): void;
    private schedule;
    private drain;
    /** Stops polling and waits for the pass under way (tests, and the app's close). */
    stop(): Promise<void>;
    /**
     * Sends at once what is due for one ordering key (the application), as far as its order allows, on one
     * channel or all: the request that queued it need not wait for the next poll. Never throws: what fails
     * stays queued for the worker.
     */
    flush(orderingKey: string, channel?: DeliveryChannel): Promise<void>;
    /** One pass: claims due rows and sends them. Answers how many were claimed. */
    runOnce(only?: {
        orderingKey?: string;
        channel?: DeliveryChannel;
    }): Promise<number>;
    private claim;
    private deliver;
    private send;
    /** The attempt goes to the log; the row is delivered, retried later (backoff), or failed after its window. */
    private record;
}
