import { readFileSync } from 'node:fs';
import {
  ANSWER_CLOSE, ANSWER_OPEN, OFFER_NUMBER_IS_CENTS, OFFER_NUMBERS, offerNumbers, offerRuns, quoteResponseView,
} from '@kerb/domain/lending/offers-json';
import type { Candidate, PricedQuote } from '@kerb/domain/lending/quote';

// A fresh quote's answer written by the compiled writer (assembly/offers-writer.ts; docs/decisions/019,
// ninth round), with lending/offers-json's JavaScript writer for whatever it declines. Both give the same
// bytes (test/lenders/offers-writer.test.ts, and the 300 recorded answers).
//
// The compiled writer reads only its own memory, so each candidate's runs of JSON are copied there once,
// into an arena, and found again by the candidate; when the arena is full it is emptied and refilled as
// answers need their runs again (a panel reload or many new profiles leave old candidates behind). Per
// answer, the offers' numbers and the slots of their runs are set in its memory in the order written.

const MODULE = new WebAssembly.Module(readFileSync(new URL('../../../assembly/offers-writer.wasm', import.meta.url)));
const PAGE = 64 * 1024;
/**
 * Bytes per entry, in the runs table and among the offers: OFFER_NUMBERS + 1 runs, each where it starts and
 * its length (u32); an offer's slot (i32 and 4 unused), then its numbers (f64).
 */
const ENTRY_BYTES = 8 * (OFFER_NUMBERS + 1);
const CENTS_MASK = OFFER_NUMBER_IS_CENTS.reduce((mask, cents, j) => (cents ? mask | (1 << j) : mask), 0);

interface Exports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  write(offers: number, count: number, numbers: number, runsTable: number, envelope: number, centsMask: number, out: number, outEnd: number): number;
}

export interface OffersWriterOptions {
  /** Memory for candidates' runs (each candidate takes about 750 bytes). */
  arenaBytes?: number;
  /** Offers an answer may have and still be written here. */
  mostOffers?: number;
  /** The largest answer written here. */
  answerBytes?: number;
}

export interface OffersWriter {
  /** A priced quote's answer, as quoteResponseView gives it: a view of `into` when it fits, else of memory reused by the next answer. */
  write(p: PricedQuote, into?: Uint8Array): Uint8Array;
  /** Answers written by the compiled writer, and by JavaScript when it declined; times the arena was emptied. */
  readonly counts: { compiled: number; declined: number; emptied: number };
}

export function compiledOffersWriter({ arenaBytes = 4 * 1024 * 1024, mostOffers = 512, answerBytes = 1024 * 1024 }: OffersWriterOptions = {}): OffersWriter {
  const wasm = new WebAssembly.Instance(MODULE).exports as unknown as Exports;
  // A candidate's runs are never under 256 bytes (the field names alone are more), so the arena fills
  // before the table of slots does.
  const mostSlots = Math.ceil(arenaBytes / 256);
  const envelope = Math.ceil(wasm.heapBase() / 8) * 8;
  const envelopeText = envelope + 16;
  const arenaStart = Math.ceil((envelopeText + ANSWER_OPEN.length + ANSWER_CLOSE.length) / 8) * 8;
  const table = arenaStart + Math.ceil(arenaBytes / 8) * 8;
  const offers = table + mostSlots * ENTRY_BYTES;
  const out = offers + mostOffers * ENTRY_BYTES;
  const end = out + answerBytes;
  wasm.memory.grow(Math.max(0, Math.ceil(end / PAGE) - wasm.memory.buffer.byteLength / PAGE));
  // The memory never grows again, so these views stay valid.
  const bytes = new Uint8Array(wasm.memory.buffer);
  const words = new Uint32Array(wasm.memory.buffer);
  const doubles = new Float64Array(wasm.memory.buffer);
  bytes.set(ANSWER_OPEN, envelopeText);
  bytes.set(ANSWER_CLOSE, envelopeText + ANSWER_OPEN.length);
  words.set([envelopeText, ANSWER_OPEN.length, envelopeText + ANSWER_OPEN.length, ANSWER_CLOSE.length], envelope >>> 2);

  let slots = new WeakMap<Candidate, number>();
  let nextSlot = 0;
  let arenaAt = arenaStart;

  /** The slot of the candidate's runs, copied into the arena the first time; undefined when they do not fit. */
  function slotOf(p: PricedQuote, k: number): number | undefined {
    const candidate = p.candidates[k]!;
    const known = slots.get(candidate);
    if (known !== undefined) return known;
    const runs = offerRuns(p, k);
    const length = runs.reduce((sum, run) => sum + run.length, 0);
    if (arenaAt + length > table || nextSlot >= mostSlots) return undefined;
    const slot = nextSlot++;
    for (const [r, run] of runs.entries()) {
      bytes.set(run, arenaAt);
      words[(table + slot * ENTRY_BYTES + 8 * r) >>> 2] = arenaAt;
      words[(table + slot * ENTRY_BYTES + 8 * r + 4) >>> 2] = run.length;
      arenaAt += run.length;
    }
    slots.set(candidate, slot);
    return slot;
  }

  /** Every offer's slot and numbers set in the order written; false when the arena could not hold their runs. */
  function setOffers(p: PricedQuote): boolean {
    for (let i = 0; i < p.count; i += 1) {
      const k = p.order[i]!;
      const slot = slotOf(p, k);
      if (slot === undefined) return false;
      const at = offers + i * ENTRY_BYTES;
      words[at >>> 2] = slot;
      offerNumbers(p, k, doubles, (at + 8) >>> 3);
    }
    return true;
  }

  const counts = { compiled: 0, declined: 0, emptied: 0 };
  const declined = (p: PricedQuote, into: Uint8Array | undefined) => {
    counts.declined += 1;
    return quoteResponseView(p, into);
  };

  function write(p: PricedQuote, into?: Uint8Array): Uint8Array {
    if (p.count > mostOffers) return declined(p, into);
    if (!setOffers(p)) {
      // Full: emptied, and this answer's runs copied in again first.
      counts.emptied += 1;
      slots = new WeakMap();
      nextSlot = 0;
      arenaAt = arenaStart;
      if (!setOffers(p)) return declined(p, into);
    }
    const length = wasm.write(offers, p.count, OFFER_NUMBERS, table, envelope, CENTS_MASK, out, end);
    if (length < 0) return declined(p, into);
    counts.compiled += 1;
    const written = bytes.subarray(out, out + length);
    if (into === undefined || into.length < length) return written;
    into.set(written);
    return into.subarray(0, length);
  }
  return { write, counts };
}

/** This thread's writer of quote answers. */
export const quoteAnswers = compiledOffersWriter();
