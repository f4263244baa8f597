import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { type BureauFacts } from '@kerb/domain/lending/quote';
import { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Accepted } from '../../plugins/encodings';
import { type ClosingResponse } from './send-buffers';
export interface PanelCacheOptions {
    checkIntervalMs: number;
    log?: FastifyBaseLogger;
    /** Unknown partner ids remembered (as unknown) at most this many, so random ids cannot grow memory. */
    maxPartners?: number;
    /** Quote answers remembered (least recently used dropped first). */
    maxResponses?: number;
    /** Worker threads fresh quotes are computed on (quote-workers.ts); none: on the main thread. */
    quoteWorkers?: number;
}
/**
 * A quote's answer: its JSON (with any compressed forms kept for the compression plugin), or, for a fresh
 * quote to a client that takes zlib's format, the answer compressed as it was written, to send as it is.
 */
export type QuoteAnswer = {
    json: Buffer;
    deflated?: undefined;
} | {
    json?: undefined;
    deflated: Buffer;
};
export declare class LenderPanelCache {
    private readonly db;
    private readonly options;
    private panel;
    private version;
    private checkedAt;
    private checking;
    private recheck;
    private readonly partners;
    private readonly partnerSource;
    private readonly responses;
    /** The day the remembered answers were computed on. */
    private answersDay;
    private readonly configAnswers;
    private readonly sendBuffers;
    private generation;
    private readonly workers;
    constructor(db: Database, options: PanelCacheOptions);
    /** The active panel as last loaded. */
    get lenders(): readonly LenderWithProducts[];
    /** Fresh quotes answered by the quote workers since start. */
    get quotesOnWorkers(): number;
    get panelVersion(): number;
    /** Reads the panel now (start-up, and after this instance's admin changes). */
    reload(): Promise<void>;
    /** A partner's config from memory; read once from the database on first use. Null when unknown. */
    partner(id: string): Promise<PartnerConfig | null>;
    /** A partner's config as held in memory (null: known to be unknown); undefined when not read yet. */
    private partnerInMemory;
    /**
     * A partner's config as the JSON bytes POST /api/partner/partnerConfigFromVroomCode answers (spec 1 §7),
     * made once and kept until the partner changes (docs/decisions/019); null when the partner is unknown.
     */
    partnerConfigJson(id: string): Promise<Buffer | null>;
    /** Re-reads the cached partners now: an operator's change through this instance shows at once. */
    refreshPartnersNow(): Promise<void>;
    /** Every eligible offer for a quote request, sorted by the partner's rule; null when the partner is unknown. */
    quote(request: QuoteRequest, bureau?: BureauFacts): Promise<LenderOffer[] | null>;
    /**
     * The answer remembered for a request sent before as exactly this text, today; undefined when there is
     * none. The text was a valid request for a known partner when its answer was remembered, and the memo
     * is emptied whenever the panel or a partner changes, so it needs no parsing to be answered again. A
     * client that `accepts` deflate is sent a fresh quote's first repeat in the form its writer compressed it
     * in (AnswerMemo's find), in a buffer lent until `response` closes.
     */
    rememberedQuote(text: string, accepts?: Accepted, response?: ClosingResponse): QuoteAnswer | undefined;
    /** POST /api/lenders/quotes's answer as UTF-8 JSON, remembered for repeats (the widget asks again for the
     * same structure on every screen that lists lenders) under the request's text when given, else under the
     * request itself; null when the partner is unknown. A caller giving the text has looked for its answer
     * already (rememberedQuote, as the route does before parsing), so it is not looked for again: a fresh
     * quote's 400-character key is hashed and looked up once. Given the response it will be sent on, a fresh
     * answer comes in a buffer lent until that response closes; without one, in a buffer of its own. What
     * the client `accepts` decides how a fresh answer is compressed where it is computed: as it is written
     * where the client takes zlib's format (`deflated`, sent as it is), else by a quote worker in the
     * client's encoding (kept with the JSON for the compression plugin). */
    quoteJson(request: QuoteRequest, text?: string, response?: ClosingResponse, accepts?: Accepted): Promise<QuoteAnswer | null>;
    private forgetAnswers;
    /** Settles once the quote workers are ready (or have failed: quotes then stay on the main thread). */
    workersStarted(): Promise<void>;
    /** Stops the quote workers (the server closing). */
    close(): Promise<void>;
    /** The answer remembered under `key` today. */
    private recall;
    /** The answer remembered under `key` today, as AnswerMemo's find gives it. */
    private find;
    /** Waits for a background check in flight (tests, shutdown). */
    settled(): Promise<void>;
    private checkSoon;
    private runChecks;
    private check;
    private refreshPartners;
}
