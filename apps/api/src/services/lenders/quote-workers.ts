import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyBaseLogger } from 'fastify';
import { acceptedBy, type Accepted, type Encoding } from '../../plugins/encodings';

// Fresh quotes computed on worker threads (docs/decisions/019, third round). A quote for a loan not asked
// before is 80-odd µs of pure computation; on the thread that answers requests it holds every other
// request back for that long and leaves the machine's other cores idle. The main thread still parses and
// validates the request (so a bad one gets the same 400), answers repeats from memory and sends; a worker
// does the maths and writes the JSON, and hands the bytes back without a copy. Any failure of a worker
// (it died, it could not start) is answered on the main thread instead: a quote never fails for it.

export type ToQuoteWorker =
  | { kind: 'panel'; lenders: readonly LenderWithProducts[] }
  | { kind: 'partner'; config: PartnerConfig }
  | { kind: 'quote'; id: number; text: string; partnerId: string; asOf: string; accepts: Accepted };

/**
 * A worker's answer: the JSON, and (when 1 KB or more) the JSON compressed as the client accepts: as it was
 * written, in zlib's format, where the client takes that, else in the client's encoding.
 */
export interface WorkerAnswer {
  bytes: Uint8Array;
  compressed?: Uint8Array;
  compressedAs?: Encoding | 'deflate';
}

type FromQuoteWorker = (WorkerAnswer & { id: number; error?: undefined }) | { id: number; error: string } | { ready: true };

/**
 * Workers for a machine: a core for the main thread and one left for everything else (the database, the
 * OCR workers, the system), the rest at most 4; none in tests unless asked. On 2 cores a worker raised fresh
 * quotes' throughput by a tenth to a fifth but, fighting the main thread for a core, doubled their p99
 * (docs/decisions/019), so there the main thread computes them.
 */
export function defaultQuoteWorkers(nodeEnv: string, cores = availableParallelism()): number {
  return nodeEnv === 'test' ? 0 : Math.max(0, Math.min(4, cores - 2));
}

/** A worker that fails this many times in a row (at start or while quoting) is not started again. */
const MAX_FAILURES = 3;

// The worker runs TypeScript as the server does, through tsx's own import (a loader given to a worker as
// `--import tsx` is not in place before Node 20 reads the worker's first file), whichever way the server
// itself was started (tsx, a test runner, or `npm start`'s one file made by esbuild, docs/decisions/057).
const WORKER_FILE = new URL('./quote-worker.ts', import.meta.url).href;
const TSX_API = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
const WORKER_START = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_FILE)}, ${JSON.stringify(WORKER_FILE)}))`;

class QuoteThread {
  private worker: Worker | null = null;
  private ready = false;
  private readonly pending = new Map<number, (answer: WorkerAnswer | undefined) => void>();
  // What this worker was last sent, so each change goes once.
  private panel: readonly LenderWithProducts[] | undefined;
  private readonly partners = new Map<string, PartnerConfig>();
  private failures = 0;
  /** Settles once the worker is ready to quote, or has failed. */
  started: Promise<void> = Promise.resolve();

  constructor(private readonly log?: FastifyBaseLogger) {
    this.start();
  }

  /** Quotes waiting for this worker's answer. */
  get load(): number {
    return this.pending.size;
  }

  /** Started and ready: until then (a worker loads its code for a second or so) quotes go to the main thread. */
  get usable(): boolean {
    return this.ready;
  }

  quote(
    panel: readonly LenderWithProducts[], partner: PartnerConfig, text: string, asOf: string, accepts: Accepted, id: number,
  ): Promise<WorkerAnswer | undefined> {
    const worker = this.worker!;
    if (this.panel !== panel) {
      worker.postMessage({ kind: 'panel', lenders: panel } satisfies ToQuoteWorker);
      this.panel = panel;
    }
    if (this.partners.get(partner.id) !== partner) {
      worker.postMessage({ kind: 'partner', config: partner } satisfies ToQuoteWorker);
      this.partners.set(partner.id, partner);
    }
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ kind: 'quote', id, text, partnerId: partner.id, asOf, accepts } satisfies ToQuoteWorker);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = false;
    this.failures = MAX_FAILURES;
    this.settleAll();
    await worker?.terminate();
  }

  private start(): void {
    const worker = new Worker(WORKER_START, { eval: true });
    let started!: () => void;
    this.started = new Promise((resolve) => (started = resolve));
    worker.on('message', (message: FromQuoteWorker) => {
      if ('ready' in message) {
        this.ready = this.worker === worker;
        started();
        return;
      }
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error === undefined) {
        this.failures = 0;
        resolve?.(message);
      } else {
        this.log?.error({ err: message.error }, 'quote worker could not answer; answered on the main thread');
        resolve?.(undefined);
      }
    });
    worker.on('error', (err) => this.log?.error({ err }, 'quote worker failed'));
    worker.on('exit', () => {
      started();
      if (this.worker !== worker) return;
      this.failures += 1;
      this.worker = null;
      this.ready = false;
      this.panel = undefined;
      this.partners.clear();
      this.settleAll();
      // A new worker takes its place at once, unless it keeps failing.
      if (this.failures < MAX_FAILURES) this.start();
    });
    this.worker = worker;
  }

  // Quotes a gone worker would have answered are answered on the main thread.
  private settleAll(): void {
    for (const resolve of this.pending.values()) resolve(undefined);
    this.pending.clear();
  }
}

export class QuoteWorkers {
  private readonly threads: QuoteThread[];
  private nextId = 0;
  /** Quotes the workers have answered since start (the rest fell back to the main thread). */
  answered = 0;

  constructor(size: number, log?: FastifyBaseLogger) {
    this.threads = Array.from({ length: size }, () => new QuoteThread(log));
  }

  /**
   * The answer, computed by the least busy worker from the request's JSON text (already validated), and
   * compressed as the client `accepts`; undefined when no worker can answer, for the caller to do it itself.
   */
  quote(
    panel: readonly LenderWithProducts[], partner: PartnerConfig, text: string, asOf: string, accepts: Accepted = acceptedBy(undefined),
  ): Promise<WorkerAnswer | undefined> | undefined {
    let chosen: QuoteThread | undefined;
    for (const thread of this.threads) {
      if (thread.usable && (chosen === undefined || thread.load < chosen.load)) chosen = thread;
    }
    const answer = chosen?.quote(panel, partner, text, asOf, accepts, (this.nextId = (this.nextId + 1) % Number.MAX_SAFE_INTEGER));
    return answer?.then((answered) => {
      if (answered) this.answered += 1;
      return answered;
    });
  }

  /** Settles once every worker is ready to quote or has failed (start-up waits for it, so the first quotes go to them). */
  async started(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.started));
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
