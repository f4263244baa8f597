import { readFileSync } from 'node:fs';
import {
  ANSWER_CLOSE, ANSWER_OPEN, OFFER_NUMBER_IS_CENTS, OFFER_NUMBERS, offerNumbers, offerRuns, quoteResponseView,
} from '@kerb/domain/lending/offers-json';
import type { Candidate, PricedQuote } from '@kerb/domain/lending/quote';
import { MOST_RUNS, offerTokens } from './offer-pairs';

// A fresh quote's answer written by the compiled writer (assembly/offers-writer.ts; docs/decisions/019,
// ninth round), with lending/offers-json's JavaScript writer for whatever it declines. Both give the same
// bytes (test/lenders/offers-writer.test.ts, and the 300 recorded answers).
//
// The compiled writer reads only its own memory, so each candidate's runs of JSON are copied there once,
// into an arena, and found again by the candidate; when the arena is full it is emptied and refilled as
// answers need their runs again (a panel reload or many new profiles leave old candidates behind). Per
// answer, the offers' numbers and the slots of their runs are set in its memory in the order written.
//
// It can compress the answer as it writes it, in zlib's format (HTTP's "deflate"; tenth round): each offer
// said as copies of the offer before it, by tokens worked out once per pair of candidates (offer-pairs.ts)
// and kept in a second arena, emptied with the first; each run's Adler-32 sums kept beside its place.

const MODULE = new WebAssembly.Module(readFileSync(new URL('../../../assembly/offers-writer.wasm', import.meta.url)));
const PAGE = 64 * 1024;
/**
 * Bytes per entry, in the runs table (and their sums) and among the offers: OFFER_NUMBERS + 1 runs, each
 * where it starts and its length (u32); an offer's slot (i32) and where its tokens are (u32), then its
 * numbers (f64).
 */
const ENTRY_BYTES = 8 * (OFFER_NUMBERS + 1);
/** Slots whose pairs' tokens are found in a table rather than a Map (a table of 1 MB, little of it touched). */
const DENSE_SLOTS = 512;
const CENTS_MASK = OFFER_NUMBER_IS_CENTS.reduce((mask, cents, j) => (cents ? mask | (1 << j) : mask), 0);

interface Exports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  write(
    offers: number, count: number, numbers: number, runsTable: number, envelope: number, centsMask: number, out: number, outEnd: number,
    plain: boolean, z: number, sums: number, coded: number,
  ): number;
  deflatedLength(): number;
}

export interface OffersWriterOptions {
  /** Memory for candidates' runs (each candidate takes about 750 bytes, and as much again for their coded copy). */
  arenaBytes?: number;
  /** Offers an answer may have and still be written here. */
  mostOffers?: number;
  /** The largest answer written here. */
  answerBytes?: number;
  /** Memory for the tokens of pairs of candidates (each pair takes a few hundred bytes). */
  pairBytes?: number;
}

/**
 * An answer: its JSON, and the same compressed in zlib's format (content-encoding deflate) when that was
 * asked for and the compiled writer wrote it. The JSON is left out only when asked to and compressed.
 */
export type WrittenAnswer = { json: Uint8Array; deflated?: Uint8Array } | { json?: undefined; deflated: Uint8Array };

export interface WriteOptions {
  /** Compress the answer as it is written. */
  deflate: boolean;
  /** Answers shorter than this many bytes are not compressed (too small to gain from it). */
  deflateFrom?: number;
  /** Whether the JSON is wanted even when the answer is compressed (to be remembered, say). */
  json: boolean;
}

export interface OffersWriter {
  /** A priced quote's answer, as quoteResponseView gives it: a view of `into` when it fits, else of memory reused by the next answer. */
  write(p: PricedQuote, into?: Uint8Array): Uint8Array;
  /**
   * The answer as `options` ask, in `into` (the JSON first) when it all fits, else in memory reused by the
   * next answer. Not compressed when the JavaScript writer wrote the answer.
   */
  writeAnswer(p: PricedQuote, into: Uint8Array | undefined, options: WriteOptions): WrittenAnswer;
  /** Answers written by the compiled writer (and compressed), and by JavaScript when it declined; times the arenas were emptied. */
  readonly counts: { compiled: number; deflated: number; declined: number; emptied: number };
}

/** Adler-32's modulus (RFC 1950 §8.2). */
const ADLER_BASE = 65521;
/** Marks a run's second sum when some byte of the run has a 9-bit code in deflate's fixed codes. */
const NINE_BITS = 0x8000_0000;
/** Deflate's fixed code of each byte below 144 (all 8 bits), bit-reversed as deflate writes it. */
const EIGHT_BIT_CODE = Uint8Array.from({ length: 144 }, (_, b) => {
  let reversed = 0;
  for (let i = 0; i < 8; i += 1) reversed |= (((0x30 + b) >> i) & 1) << (7 - i);
  return reversed;
});

/**
 * A run's part of an Adler-32 check, wherever it falls in an answer: the sum of its bytes, and the sum of
 * each byte times how many bytes there are from it to the run's end (both mod 65521); the second marked
 * NINE_BITS when the run has a byte without an 8-bit code.
 */
function runSums(run: Uint8Array): [number, number] {
  let sum = 0;
  let weighted = 0;
  let nineBits = false;
  for (let i = 0; i < run.length; i += 1) {
    sum = (sum + run[i]!) % ADLER_BASE;
    weighted = (weighted + (run.length - i) * run[i]!) % ADLER_BASE;
    if (run[i]! >= EIGHT_BIT_CODE.length) nineBits = true;
  }
  return [sum, (nineBits ? weighted | NINE_BITS : weighted) >>> 0];
}

export function compiledOffersWriter({
  arenaBytes = 4 * 1024 * 1024, mostOffers = 512, answerBytes = 1024 * 1024, pairBytes = 4 * 1024 * 1024,
}: OffersWriterOptions = {}): OffersWriter {
  const wasm = new WebAssembly.Instance(MODULE).exports as unknown as Exports;
  // A candidate's runs are never under 256 bytes (the field names alone are more), so the arena fills
  // before the table of slots does.
  const mostSlots = Math.ceil(arenaBytes / 256);
  const envelope = Math.ceil(wasm.heapBase() / 8) * 8;
  const envelopeText = envelope + 16;
  const arenaStart = Math.ceil((envelopeText + ANSWER_OPEN.length + ANSWER_CLOSE.length) / 8) * 8;
  const arenaEnd = arenaStart + Math.ceil(arenaBytes / 8) * 8;
  // Each arena byte's code stands this far after it, in a copy of the arena (with 8 bytes to spare: codes
  // are read 4 at a time).
  const coded = arenaEnd - arenaStart;
  const table = arenaEnd + coded + 8;
  const offers = table + mostSlots * ENTRY_BYTES;
  const out = offers + mostOffers * ENTRY_BYTES;
  const end = out + answerBytes;
  // Deflate with fixed codes takes at most 9 bits a byte; zlib's header and check, and the block's ends, 16 bytes.
  const z = Math.ceil(end / 8) * 8;
  const sums = Math.ceil((z + Math.ceil((answerBytes * 9) / 8) + 16) / 8) * 8;
  const pairsStart = sums + mostSlots * ENTRY_BYTES;
  const pairsEnd = pairsStart + pairBytes;
  wasm.memory.grow(Math.max(0, Math.ceil(pairsEnd / PAGE) - wasm.memory.buffer.byteLength / PAGE));
  // The memory never grows again, so these views stay valid.
  const bytes = new Uint8Array(wasm.memory.buffer);
  const words = new Uint32Array(wasm.memory.buffer);
  const doubles = new Float64Array(wasm.memory.buffer);
  bytes.set(ANSWER_OPEN, envelopeText);
  bytes.set(ANSWER_CLOSE, envelopeText + ANSWER_OPEN.length);
  words.set([envelopeText, ANSWER_OPEN.length, envelopeText + ANSWER_OPEN.length, ANSWER_CLOSE.length], envelope >>> 2);

  // The arena's identity of the moment: a new one each time it is emptied. A candidate notes the arena and
  // slot its runs were copied to (runsArena, runsSlot), which finds them without a lookup; the WeakMap
  // finds them too, for a candidate whose note another writer of this thread has taken over since (tests).
  let arena = {};
  let slots = new WeakMap<Candidate, number>();
  let runsOfSlot: (readonly Uint8Array[])[] = [];
  let nextSlot = 0;
  let arenaAt = arenaStart;
  // Where the tokens of an offer of one slot after an offer of another are: for the first DENSE_SLOTS slots
  // (all of them, but for a panel of thousands of products) in a table indexed by both (0: not worked out
  // yet), else in a Map by pairKey.
  const dense = new Uint32Array((DENSE_SLOTS + 1) * DENSE_SLOTS);
  let pairs = new Map<number, number>();
  let pairsAt = pairsStart;
  const pairKey = (before: number | undefined, slot: number) => (before === undefined ? 0 : before + 1) * mostSlots + slot;

  /** The slot of the candidate's runs, copied into the arena the first time; undefined when they do not fit. */
  function slotOf(p: PricedQuote, k: number): number | undefined {
    const candidate = p.candidates[k]!;
    if (candidate.runsArena === arena) return candidate.runsSlot;
    const known = slots.get(candidate);
    if (known !== undefined) return noted(candidate, known);
    const runs = offerRuns(p, k);
    const length = runs.reduce((sum, run) => sum + run.length, 0);
    if (arenaAt + length > arenaEnd || nextSlot >= mostSlots) return undefined;
    const slot = nextSlot++;
    for (const [r, run] of runs.entries()) {
      bytes.set(run, arenaAt);
      for (let i = 0; i < run.length; i += 1) bytes[arenaAt + coded + i] = EIGHT_BIT_CODE[run[i]!] ?? 0;
      words[(table + slot * ENTRY_BYTES + 8 * r) >>> 2] = arenaAt;
      words[(table + slot * ENTRY_BYTES + 8 * r + 4) >>> 2] = run.length;
      words.set(runSums(run), (sums + slot * ENTRY_BYTES + 8 * r) >>> 2);
      arenaAt += run.length;
    }
    slots.set(candidate, slot);
    runsOfSlot[slot] = runs;
    return noted(candidate, slot);
  }

  function noted(candidate: Candidate, slot: number): number {
    candidate.runsArena = arena;
    candidate.runsSlot = slot;
    return slot;
  }

  /** Where the tokens of `slot`'s offer after `before`'s are, worked out the first time; undefined when they do not fit. */
  function tokensOf(before: number | undefined, slot: number): number | undefined {
    const denseAt = before === undefined ? slot : (before + 1) * DENSE_SLOTS + slot;
    const isDense = slot < DENSE_SLOTS && (before === undefined || before < DENSE_SLOTS);
    const known = isDense ? dense[denseAt] || undefined : pairs.get(pairKey(before, slot));
    if (known !== undefined) return known;
    const tokens = offerTokens(before === undefined ? undefined : runsOfSlot[before], runsOfSlot[slot]!);
    if (pairsAt + tokens.byteLength > pairsEnd) return undefined;
    words.set(tokens, pairsAt >>> 2);
    if (isDense) dense[denseAt] = pairsAt;
    else pairs.set(pairKey(before, slot), pairsAt);
    pairsAt += tokens.byteLength;
    return pairsAt - tokens.byteLength;
  }

  /**
   * Every offer's slot (and, to deflate, tokens) and numbers set in the order written; false when the
   * arenas could not hold what they need.
   */
  function setOffers(p: PricedQuote, deflate: boolean): boolean {
    let before: number | undefined;
    for (let i = 0; i < p.count; i += 1) {
      const k = p.order[i]!;
      const slot = slotOf(p, k);
      if (slot === undefined) return false;
      const at = offers + i * ENTRY_BYTES;
      words[at >>> 2] = slot;
      if (deflate) {
        const tokens = tokensOf(before, slot);
        if (tokens === undefined) return false;
        words[(at + 4) >>> 2] = tokens;
      }
      offerNumbers(p, k, doubles, (at + 8) >>> 3);
      before = slot;
    }
    return true;
  }

  function empty(): void {
    counts.emptied += 1;
    arena = {};
    dense.fill(0);
    slots = new WeakMap();
    runsOfSlot = [];
    nextSlot = 0;
    arenaAt = arenaStart;
    pairs = new Map();
    pairsAt = pairsStart;
  }

  const counts = { compiled: 0, deflated: 0, declined: 0, emptied: 0 };
  const declined = (p: PricedQuote, into: Uint8Array | undefined): WrittenAnswer => {
    counts.declined += 1;
    return { json: quoteResponseView(p, into) };
  };
  const canDeflate = OFFER_NUMBERS + 1 <= MOST_RUNS;

  /** `from` in `into` at `at` when it fits there, else as it is. */
  const placed = (from: Uint8Array, into: Uint8Array | undefined, at: number) => {
    if (into === undefined || into.length < at + from.length) return from;
    into.set(from, at);
    return into.subarray(at, at + from.length);
  };

  function writeAnswer(p: PricedQuote, into: Uint8Array | undefined, options: WriteOptions): WrittenAnswer {
    if (p.count > mostOffers) return declined(p, into);
    const deflate = options.deflate && canDeflate;
    const plain = options.json || !deflate;
    if (!setOffers(p, deflate)) {
      // Full: emptied, and this answer's runs copied in again first.
      empty();
      if (!setOffers(p, deflate)) return declined(p, into);
    }
    let length = wasm.write(offers, p.count, OFFER_NUMBERS, table, envelope, CENTS_MASK, out, end, plain, deflate ? z : 0, sums, coded);
    if (length < 0) return declined(p, into);
    const small = deflate && length < (options.deflateFrom ?? 0);
    // Too small to compress: written again, as JSON alone (an answer of an offer or two).
    if (small && !plain) length = wasm.write(offers, p.count, OFFER_NUMBERS, table, envelope, CENTS_MASK, out, end, true, 0, sums, coded);
    counts.compiled += 1;
    if (small) return { json: placed(bytes.subarray(out, out + length), into, 0) };
    // The compiled writer says whether it compressed (it keeps places for a limited number of runs).
    const deflatedLength = deflate ? wasm.deflatedLength() : -1;
    const deflated = deflatedLength >= 0 ? bytes.subarray(z, z + deflatedLength) : undefined;
    if (deflated !== undefined) counts.deflated += 1;
    if (!plain) return { deflated: placed(deflated!, into, 0) };
    const json = bytes.subarray(out, out + length);
    // Both in `into` or neither, so that one buffer holds what is sent.
    if (into !== undefined && into.length < length + (deflated?.length ?? 0)) return { json, deflated };
    return { json: placed(json, into, 0), deflated: deflated && placed(deflated, into, length) };
  }

  return {
    write: (p, into) => writeAnswer(p, into, { deflate: false, json: true }).json!,
    writeAnswer,
    counts,
  };
}

/** This thread's writer of quote answers. */
export const quoteAnswers = compiledOffersWriter();
