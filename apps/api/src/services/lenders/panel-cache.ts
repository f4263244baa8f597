import type { LenderOffer, QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { prepareLender } from '@kerb/domain/lending/prepared';
import { quoteLenders, type BureauFacts } from '@kerb/domain/lending/quote';
import { PartnerConfig } from '@kerb/domain/partner/config';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import type { KeptAnswer } from '../../plugins/compress';
import { findPartnerConfig, servedPartnerConfig } from '../partners/index';
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
  maxAnswers?: number;
  /** This server's ports on Kerb's sample providers, named in every partner config (decision 070). */
  sampleProviders?: readonly string[];
}

/** Today (UTC, YYYY-MM-DD): vehicle, ABN and GST ages are counted to it. */
const today = () => new Date().toISOString().slice(0, 10);

export class LenderPanelCache {
  private panel: LenderWithProducts[] = [];
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private recheck = false;
  private readonly partners = new Map<string, PartnerConfig | null>();
  // The raw stored config behind each cached partner, to tell a real change from a re-read.
  private readonly partnerSource = new Map<string, string | null>();
  // Quote answers by day, partner and request (docs/decisions/005): the widget asks again for the same
  // structure on every screen that lists lenders. A quote is a pure function of those, the panel and the
  // partner's config, so the answers are forgotten whenever the panel or a partner changes.
  private readonly answers: LRUCache<string, KeptAnswer>;
  // Requests asked once so far. The quick calculator asks a quote at every pause in typing and most are
  // never asked again, so an answer is kept from its second ask: holding every one-off answer until it falls
  // out of the memo turns much of a fresh quote's cost into garbage collection (decision 019).
  private readonly askedOnce: LRUCache<string, true>;
  // Partner configs as sent by POST /api/partner/partnerConfigFromVroomCode (issue 8), by the partner's own
  // id (however the id was typed, one entry per stored partner); emptied when any partner changes.
  private readonly configAnswers = new Map<string, KeptAnswer>();

  constructor(private readonly db: Database, private readonly options: PanelCacheOptions) {
    this.answers = new LRUCache({ max: options.maxAnswers ?? 1_024 });
    this.askedOnce = new LRUCache({ max: options.maxAnswers ?? 1_024 });
  }

  /** The active panel as last loaded. */
  get lenders(): readonly LenderWithProducts[] {
    this.checkSoon();
    return this.panel;
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
    this.answers.clear();
    this.checkedAt = Date.now();
  }

  /** A partner's config from memory; read once from the database on first use. Null when unknown. */
  async partner(id: string): Promise<PartnerConfig | null> {
    this.checkSoon();
    const cached = this.partners.get(id);
    if (cached !== undefined) return cached;
    const config = await findPartnerConfig(this.db, id, this.options.log);
    if (!config && this.partners.size >= (this.options.maxPartners ?? 5_000)) return null;
    this.partners.set(id, config);
    this.partnerSource.set(id, config ? JSON.stringify(config) : null);
    return config;
  }

  /**
   * A partner's config as the JSON bytes POST /api/partner/partnerConfigFromVroomCode answers (spec 1 §7),
   * made once and kept until the partner changes; null when the partner is unknown.
   */
  async partnerConfigJson(id: string): Promise<KeptAnswer | null> {
    const config = await this.partner(id);
    if (!config) return null;
    let answer = this.configAnswers.get(config.id);
    if (answer === undefined) {
      answer = { json: Buffer.from(JSON.stringify(servedPartnerConfig(config, this.options.sampleProviders ?? []))) };
      this.configAnswers.set(config.id, answer);
    }
    return answer;
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

  /** POST /api/lenders/quotes's answer, remembered from its second ask; null when the partner is unknown. */
  async quoteAnswer(request: QuoteRequest): Promise<KeptAnswer | null> {
    const partner = await this.partner(request.partnerId);
    if (!partner) return null;
    const asOf = today();
    const key = `${asOf}\n${partner.id}\n${JSON.stringify(request)}`;
    const remembered = this.answers.get(key);
    if (remembered) return remembered;
    const json = JSON.stringify({ lenders: quoteLenders(this.lenders, partner, request, { asOf }) });
    // A one-off answer goes as the text it is; a kept one is encoded to bytes once, for all its repeats.
    if (!this.askedOnce.delete(key)) {
      this.askedOnce.set(key, true);
      return { json };
    }
    const kept = { json: Buffer.from(json) };
    this.answers.set(key, kept);
    return kept;
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
      this.answers.clear();
    }
  }
}
