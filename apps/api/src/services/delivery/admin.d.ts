import type { SubmissionChannelRequest } from '@kerb/domain/delivery/webhook';
import type { Database } from '../../db/client';
export declare const DELIVERY_STATUSES: readonly ["PENDING", "DELIVERED", "FAILED", "SKIPPED"];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export declare function listDeliveries(db: Database, { status, orderingKey, limit }: {
    status?: DeliveryStatus;
    orderingKey?: string;
    limit: number;
}): Promise<{
    id: number;
    eventId: string;
    eventType: string;
    idempotencyKey: string;
    receiver: string;
    channel: string;
    destination: string | null;
    orderingKey: string;
    status: string;
    attempts: number;
    nextAttemptAt: Date;
    lastError: string | null;
    createdAt: Date;
    finishedAt: Date | null;
}[]>;
export declare function getDelivery(db: Database, id: number): Promise<{
    event: unknown;
    log: {
        attempt: number;
        attemptedAt: Date;
        outcome: string;
        statusCode: number | null;
        durationMs: number;
        error: string | null;
    }[];
    id: number;
    eventId: string;
    eventType: string;
    idempotencyKey: string;
    receiver: string;
    channel: string;
    destination: string | null;
    orderingKey: string;
    status: string;
    attempts: number;
    nextAttemptAt: Date;
    lastError: string | null;
    createdAt: Date;
    finishedAt: Date | null;
}>;
/**
 * The operator sends a failed delivery again (the receiver is fixed): it is queued anew, with a new retry
 * window from now, under the same idempotency key, and takes its place in its application's order again.
 */
export declare function retryDelivery(db: Database, id: number, now?: Date): Promise<{
    event: unknown;
    log: {
        attempt: number;
        attemptedAt: Date;
        outcome: string;
        statusCode: number | null;
        durationMs: number;
        error: string | null;
    }[];
    id: number;
    eventId: string;
    eventType: string;
    idempotencyKey: string;
    receiver: string;
    channel: string;
    destination: string | null;
    orderingKey: string;
    status: string;
    attempts: number;
    nextAttemptAt: Date;
    lastError: string | null;
    createdAt: Date;
    finishedAt: Date | null;
}>;
export declare function getSubmissionChannel(db: Database, lenderId: string): Promise<{
    lenderId: string;
    channel: string;
    email: string | null;
    webhookUrl: string | null;
    hasWebhookSecret: boolean;
}>;
/** Replaces a lender's submission channel; applications submitted later go there. */
export declare function setSubmissionChannel(db: Database, lenderId: string, input: SubmissionChannelRequest): Promise<{
    lenderId: string;
    channel: string;
    email: string | null;
    webhookUrl: string | null;
    hasWebhookSecret: boolean;
}>;
