import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { prepareLender } from '@kerb/domain/lending/prepared';
import { priceQuote, quoteLenders, type BureauFacts } from '@kerb/domain/lending/quote';
import { PartnerConfig, publicPartnerConfig } from '@kerb/domain/partner/config';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { findPartnerConfig } from '../partners/index';
import { COMPRESS_MIN_BYTES, keepCompressedForms, type CompressedForms } from '../../plugins/compression';
import { acceptedBy, type Accepted } from '../../plugins/encodings';
import { AnswerMemo } from './answer-memo';
import { quoteAnswers } from './offers-writer';
import { QuoteWorkers } from './quote-workers';
import { SendBuffers, type ClosingResponse } from './send-buffers';
import { loadPanel, readPanelVersion } from './store';

// docs/decisions/005-lender-panel-cache.md. Issue 3: "A quote for 40+ lenders is pure computation over data
// held in memory and refreshed when the panel changes: no database round trip per request."
// - The panel and the partner configs quotes need live in this process.
// - A change made through this instance's admin API reloads the panel before the change is answered.
// - Changes made elsewhere (another instance, a hand edit) raise lender_panel_version by trigger; at most
//   once per check interval a request starts one background read of that version (and of the cached
//   partners), and the panel reloads when it moved. Requests never wait for it.

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

/** Requests remembered only up to this many characters of key. */
const MAX_REMEMBERED_KEY = 4_096;

const DAY_MS = 86_400_000;
let day = '';
let dayStartsAt = 0;
let dayEndsAt = 0;
/** Today (UTC, YYYY-MM-DD), worked out again only when the clock has left the day: every quote asks for
 * it. A clock set back (a correction, or a test's fake time) leaves the day as surely as midnight does. */
function today(): string {
  const now = Date.now();
  if (now >= dayEndsAt || now < dayStartsAt) {
    day = new Date(now).toISOString().slice(0, 10);
    dayStartsAt = Math.floor(now / DAY_MS) * DAY_MS;
    dayEndsAt = dayStartsAt + DAY_MS;
  }
  return day;
}

/**
 * A quote's answer: its JSON (with any compressed forms kept for the compression plugin), or, for a fresh
 * quote to a client that takes zlib's format, the answer compressed as it was written, to send as it is.
 */
export type QuoteAnswer = { json: Buffer; deflated?: undefined } | { json?: undefined; deflated: Buffer };

export class LenderPanelCache {
  private panel: LenderWithProducts[] = [];
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private recheck = false;
  private readonly partners = new Map<string, PartnerConfig | null>();
  // The raw stored config behind each cached partner, to tell a real change from a re-read.
  private readonly partnerSource = new Map<string, string | null>();
  // Quote answers as sent, by request. A quote is a pure function of the request, the partner's config, the
  // panel and the day, so the memo is emptied whenever the panel or a partner changes, and when the day
  // ends. The key is the request's text as it came: a key of the day and the text, made per request, was a
  // new 400-character string to join, flatten and hash each time (docs/decisions/019, eighth round).
  private readonly responses: AnswerMemo;
  /** The day the remembered answers were computed on. */
  private answersDay = '';
  // Partner configs as sent by POST /api/partner/partnerConfigFromVroomCode (issue 8), by the partner's own
  // id (however the id was typed, one entry per stored partner); emptied when any partner changes.
  private readonly configAnswers = new Map<string, Buffer>();
  // Buffers fresh answers are sent from, reused once their response closes (send-buffers.ts).
  private readonly sendBuffers = new SendBuffers();
  // Counts the times the memo was emptied: an answer computed across one (on a worker) is not remembered.
  private generation = 0;
  private readonly workers: QuoteWorkers | null;

  constructor(private readonly db: Database, private readonly options: PanelCacheOptions) {
    this.responses = new AnswerMemo(options.maxResponses ?? 256);
    this.workers = options.quoteWorkers ? new QuoteWorkers(options.quoteWorkers, options.log) : null;
  }

  /** The active panel as last loaded. */
  get lenders(): readonly LenderWithProducts[] {
    this.checkSoon();
    return this.panel;
  }

  /** Fresh quotes answered by the quote workers since start. */
  get quotesOnWorkers(): number {
    return this.workers?.answered ?? 0;
  }

  get panelVersion(): number {
    return this.version;
  }

  /** Reads the panel now (start-up, and after this instance's admin changes). */
  async reload(): Promise<void> {
    const { version, panel } = await loadPanel(this.db, this.options.log);
    // Per-product constants (fees in cents, documents, standard comparison rates) are worked out here,
    // once per load, not on the first quote.
    for (const lender of panel) prepareLender(lender);
    this.panel = panel;
    this.version = version;
    this.forgetAnswers();
    this.checkedAt = Date.now();
  }

  /** A partner's config from memory; read once from the database on first use. Null when unknown. */
  async partner(id: string): Promise<PartnerConfig | null> {
    const cached = this.partnerInMemory(id);
    if (cached !== undefined) return cached;
    const config = await findPartnerConfig(this.db, id, this.options.log);
    if (!config && this.partners.size >= (this.options.maxPartners ?? 5_000)) return null;
    this.partners.set(id, config);
    this.partnerSource.set(id, config ? JSON.stringify(config) : null);
    return config;
  }

  /** A partner's config as held in memory (null: known to be unknown); undefined when not read yet. */
  private partnerInMemory(id: string): PartnerConfig | null | undefined {
    this.checkSoon();
    return this.partners.get(id);
  }

  /**
   * A partner's config as the JSON bytes POST /api/partner/partnerConfigFromVroomCode answers (spec 1 §7),
   * made once and kept until the partner changes (docs/decisions/019); null when the partner is unknown.
   */
  async partnerConfigJson(id: string): Promise<Buffer | null> {
    const config = await this.partner(id);
    if (!config) return null;
    let json = this.configAnswers.get(config.id);
    if (json === undefined) {
      json = keepCompressedForms(Buffer.from(JSON.stringify(publicPartnerConfig(config))), {});
      this.configAnswers.set(config.id, json);
    }
    return json;
  }

  /** Re-reads the cached partners now: an operator's change through this instance shows at once. */
  async refreshPartnersNow(): Promise<void> {
    await this.settled();
    await this.refreshPartners();
  }

  /** Every eligible offer for a quote request, sorted by the partner's rule; null when the partner is unknown. */
  async quote(request: QuoteRequest, bureau?: BureauFacts): Promise<LenderOffer[] | null> {
    const partner = await this.partner(request.partnerId);
    if (!partner) return null;
    return quoteLenders(this.lenders, partner, request, { asOf: today(), bureau });
  }

  /**
   * The answer remembered for a request sent before as exactly this text, today; undefined when there is
   * none. The text was a valid request for a known partner when its answer was remembered, and the memo
   * is emptied whenever the panel or a partner changes, so it needs no parsing to be answered again. A
   * client that `accepts` deflate is sent a fresh quote's first repeat in the form its writer compressed it
   * in (AnswerMemo's find), in a buffer lent until `response` closes.
   */
  rememberedQuote(text: string, accepts: Accepted = acceptedBy(undefined), response?: ClosingResponse): QuoteAnswer | undefined {
    this.checkSoon();
    const found = this.find(text, accepts.deflate);
    if (found?.written === undefined) return found;
    // The form written with the answer (answer-memo's find): copied out of the memo's slot, into a buffer
    // lent until the response closes when there is one (send gives it back at once, and sends a copy of
    // its own, when the form does not fit).
    const { written } = found;
    if (response === undefined) return { deflated: Buffer.from(written) };
    const into = this.sendBuffers.take();
    const fits = into.length >= written.length;
    if (fits) into.set(written);
    return { deflated: this.sendBuffers.send(into, fits ? into.subarray(0, written.length) : written, response) };
  }

  /** POST /api/lenders/quotes's answer as UTF-8 JSON, remembered for repeats (the widget asks again for the
   * same structure on every screen that lists lenders) under the request's text when given, else under the
   * request itself; null when the partner is unknown. A caller giving the text has looked for its answer
   * already (rememberedQuote, as the route does before parsing), so it is not looked for again: a fresh
   * quote's 400-character key is hashed and looked up once. Given the response it will be sent on, a fresh
   * answer comes in a buffer lent until that response closes; without one, in a buffer of its own. What
   * the client `accepts` decides how a fresh answer is compressed where it is computed: as it is written
   * where the client takes zlib's format (`deflated`, sent as it is), else by a quote worker in the
   * client's encoding (kept with the JSON for the compression plugin). */
  async quoteJson(request: QuoteRequest, text?: string, response?: ClosingResponse, accepts: Accepted = acceptedBy(undefined)): Promise<QuoteAnswer | null> {
    // A partner in memory is taken as it is: awaiting it would put every fresh quote of a turn behind the
    // others' once more (quote-turn.ts).
    const inMemory = this.partnerInMemory(request.partnerId);
    const partner = inMemory !== undefined ? inMemory : await this.partner(request.partnerId);
    if (!partner) return null;
    const asOf = today();
    const key = text ?? JSON.stringify(request);
    const generation = this.generation;
    const remembered = text === undefined ? this.recall(key) : undefined;
    if (remembered !== undefined) return { json: remembered };
    const onWorker = text === undefined ? undefined : this.workers?.quote(this.lenders, partner, text, asOf, accepts);
    const computed = onWorker && (await onWorker);
    if (computed) {
      const { bytes, compressed, compressedAs } = computed;
      const form = compressed && compressedAs ? Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength) : undefined;
      if (compressedAs === 'deflate') {
        if (key.length <= MAX_REMEMBERED_KEY && generation === this.generation) this.responses.remember(key, bytes, {}, form);
        return { deflated: form! };
      }
      // The worker's compressed form goes with the answer (the compression plugin sends it as it is) and
      // with the memo's copy, for the repeats to come.
      const forms: CompressedForms = form && compressedAs ? { [compressedAs]: form } : {};
      if (key.length <= MAX_REMEMBERED_KEY && generation === this.generation) this.responses.remember(key, bytes, forms);
      return { json: keepCompressedForms(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), forms) };
    }
    // Written straight into the buffer it is sent from (without a response, into the writer's own memory
    // and copied), compressed as it is written where the client takes that, and copied into the memo's slot
    // when asked before.
    const into = response ? this.sendBuffers.take() : undefined;
    // A long text (a partner's integration padding its requests) is answered but not remembered. An answer
    // neither remembered nor sent as JSON is not written as JSON at all.
    const remember = key.length <= MAX_REMEMBERED_KEY && this.responses.wants(key);
    const { json, deflated } = quoteAnswers.writeAnswer(priceQuote(this.lenders, partner, request, { asOf }), into, { deflate: accepts.deflate, json: remember, deflateFrom: COMPRESS_MIN_BYTES });
    if (remember && json) this.responses.keep(key, json, {}, deflated);
    // Sent from the lent buffer when it fitted there, else from a copy of the writer's memory.
    const bytes = deflated ?? json!;
    const sent = into ? this.sendBuffers.send(into, bytes, response!) : Buffer.from(bytes);
    return deflated === undefined ? { json: sent } : { deflated: sent };
  }

  private forgetAnswers(): void {
    this.responses.clear();
    this.generation += 1;
  }

  /** Settles once the quote workers are ready (or have failed: quotes then stay on the main thread). */
  async workersStarted(): Promise<void> {
    await this.workers?.started();
  }

  /** Stops the quote workers (the server closing). */
  async close(): Promise<void> {
    await this.settled();
    await this.workers?.close();
  }

  /** The answer remembered under `key` today. */
  private recall(key: string): Buffer | undefined {
    return this.find(key, false)?.json;
  }

  /** The answer remembered under `key` today, as AnswerMemo's find gives it. */
  private find(key: string, written: boolean): ReturnType<AnswerMemo['find']> {
    const day = today();
    if (day !== this.answersDay) {
      this.forgetAnswers();
      this.answersDay = day;
    }
    return this.responses.find(key, written);
  }

  /** Waits for a background check in flight (tests, shutdown). */
  async settled(): Promise<void> {
    await this.checking;
  }

  // A check asked for while one is reading runs again after it, so a change that lands mid-read is not
  // left until the next interval.
  private checkSoon(): void {
    if (Date.now() - this.checkedAt < this.options.checkIntervalMs) return;
    if (this.checking) {
      this.recheck = true;
      return;
    }
    this.checkedAt = Date.now();
    this.checking = this.runChecks();
  }

  private async runChecks(): Promise<void> {
    try {
      do {
        this.recheck = false;
        await this.check();
      } while (this.recheck);
    } catch (err) {
      this.options.log?.error({ err }, 'lender panel check failed');
    } finally {
      this.checking = null;
    }
  }

  private async check(): Promise<void> {
    const version = await readPanelVersion(this.db);
    if (version !== this.version) await this.reload();
    await this.refreshPartners();
  }

  // Re-reads the cached partners in one query, applying findPartnerConfig's id rule (as given, then
  // lower-cased) and its "invalid config counts as missing".
  private async refreshPartners(): Promise<void> {
    const ids = [...this.partners.keys()];
    if (ids.length === 0) return;
    const lookup = [...new Set(ids.flatMap((id) => [id, id.toLowerCase()]))];
    const rows = await this.db.select({ id: partners.id, config: partners.config }).from(partners).where(inArray(partners.id, lookup));
    const byId = new Map(rows.map((r) => [r.id, r.config]));
    for (const id of ids) {
      const config = byId.get(id) ?? byId.get(id.toLowerCase());
      const parsed = config === undefined ? null : PartnerConfig.safeParse(config);
      const next = parsed?.success ? parsed.data : null;
      const source = next ? JSON.stringify(next) : null;
      if (source === this.partnerSource.get(id)) continue;
      this.partners.set(id, next);
      this.partnerSource.set(id, source);
      this.configAnswers.clear();
      this.forgetAnswers();
    }
  }
}
