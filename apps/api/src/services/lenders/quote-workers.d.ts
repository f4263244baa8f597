import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyBaseLogger } from 'fastify';
import { type Accepted, type Encoding } from '../../plugins/encodings';
export type ToQuoteWorker = {
    kind: 'panel';
    lenders: readonly LenderWithProducts[];
} | {
    kind: 'partner';
    config: PartnerConfig;
} | {
    kind: 'quote';
    id: number;
    text: string;
    partnerId: string;
    asOf: string;
    accepts: Accepted;
};
/**
 * A worker's answer: the JSON, and (when 1 KB or more) the JSON compressed as the client accepts: as it was
 * written, in zlib's format, where the client takes that, else in the client's encoding.
 */
export interface WorkerAnswer {
    bytes: Uint8Array;
    compressed?: Uint8Array;
    compressedAs?: Encoding | 'deflate';
}
/**
 * Workers for a machine: a core for the main thread and one left for everything else (the database, the
 * OCR workers, the system), the rest at most 4; none in tests unless asked. On 2 cores a worker raised fresh
 * quotes' throughput by a tenth to a fifth but, fighting the main thread for a core, doubled their p99
 * (docs/decisions/019), so there the main thread computes them.
 */
export declare function defaultQuoteWorkers(nodeEnv: string, cores?: number): number;
export declare class QuoteWorkers {
    private readonly threads;
    private nextId;
    /** Quotes the workers have answered since start (the rest fell back to the main thread). */
    answered: number;
    constructor(size: number, log?: FastifyBaseLogger);
    /**
     * The answer, computed by the least busy worker from the request's JSON text (already validated), and
     * compressed as the client `accepts`; undefined when no worker can answer, for the caller to do it itself.
     */
    quote(panel: readonly LenderWithProducts[], partner: PartnerConfig, text: string, asOf: string, accepts?: Accepted): Promise<WorkerAnswer | undefined> | undefined;
    /** Settles once every worker is ready to quote or has failed (start-up waits for it, so the first quotes go to them). */
    started(): Promise<void>;
    close(): Promise<void>;
}
