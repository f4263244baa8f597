import { fromCents } from '../finance/money';

// A JSON writer for one answer at a time, straight to UTF-8 bytes (lending/offers-json writes quote
// answers with it). It writes into a scratch buffer that grows as needed and is reused, or into a buffer
// the caller hands it (the API's pooled send buffers, so an answer is not copied again to be sent);
// nothing is allocated per answer but the copy takeBytes hands out (strings built and flattened would be
// three times the garbage). Not re-entrant: an answer is started, written and taken in one synchronous go.

const encoder = new TextEncoder();
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

let scratch: Uint8Array = new Uint8Array(64 * 1024);
let out = scratch;
let at = 0;

function room(n: number): void {
  if (at + n <= out.length) return;
  const grown = new Uint8Array(Math.max(out.length * 2, at + n));
  grown.set(out.subarray(0, at));
  // A caller's buffer outgrown is left to the caller; the answer goes on in memory of the writer's own.
  if (out === scratch) scratch = grown;
  out = grown;
}

/**
 * Starts a new answer (whatever was written before is dropped), in `into` when given, else in the
 * writer's scratch buffer. An answer larger than `into` moves to a larger buffer: viewBytes then shows a
 * view of another buffer than `into`.
 */
export function startBytes(into: Uint8Array = scratch): void {
  out = into;
  at = 0;
}

/** A copy of the answer written since startBytes. */
export function takeBytes(): Uint8Array {
  return out.slice(0, at);
}

/**
 * The answer written since startBytes, as a view of the buffer written: no copy. In the scratch buffer,
 * valid only until the next answer is started, for a caller that copies it at once.
 */
export function viewBytes(): Uint8Array {
  return out.subarray(0, at);
}

export function writeBytes(chunk: Uint8Array): void {
  room(chunk.length);
  out.set(chunk, at);
  at += chunk.length;
}

export function writeByte(b: number): void {
  room(1);
  out[at++] = b;
}

const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;

// "00" to "99" as character codes, so digits are written two at a time.
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i += 1) {
  PAIRS[2 * i] = ZERO + Math.floor(i / 10);
  PAIRS[2 * i + 1] = ZERO + (i % 10);
}

/**
 * A number as JSON.stringify writes it. A double that is exactly k / 100 for a whole k below 10^15 reads
 * back as that decimal and no shorter one (decimals of at most 15 digits are further apart than doubles
 * are), so it is written from k's digits; anything else goes to the general conversion.
 */
export function writeNumber(x: number): void {
  const hundredths = Math.round(x * 100);
  if (hundredths / 100 !== x || !(Math.abs(hundredths) < 1e15)) {
    writeBytes(utf8(Number.isFinite(x) ? String(x) : 'null'));
    return;
  }
  writeHundredths(hundredths);
}

/** An amount in cents as JSON.stringify writes it in dollars (fromCents), from its digits when it is whole. */
export function writeHundredths(cents: number): void {
  if (!Number.isInteger(cents) || !(Math.abs(cents) < 1e15)) {
    writeNumber(fromCents(cents));
    return;
  }
  room(20);
  let magnitude = cents;
  if (magnitude < 0) {
    out[at++] = MINUS;
    magnitude = -magnitude;
  }
  if (magnitude < INT32_LIMIT) writeSmallHundredths(magnitude);
  else writeLargeHundredths(magnitude);
}

const INT32_LIMIT = 2 ** 31;

// Every amount and rate of a quote (below $21,474,836.48): whole-number arithmetic on 32-bit integers, the
// digits counted by comparison rather than by division.
function writeSmallHundredths(magnitude: number): void {
  const whole = (magnitude / 100) | 0;
  const cents = magnitude - whole * 100;
  const digits = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1_000 ? 3 : whole < 10_000 ? 4 : whole < 100_000 ? 5
    : whole < 1_000_000 ? 6 : whole < 10_000_000 ? 7 : 8;
  let i = at + digits;
  let rest = whole;
  while (rest >= 100) {
    const next = (rest / 100) | 0;
    const pair = 2 * (rest - next * 100);
    out[--i] = PAIRS[pair + 1]!;
    out[--i] = PAIRS[pair]!;
    rest = next;
  }
  if (rest >= 10) {
    out[--i] = PAIRS[2 * rest + 1]!;
    out[--i] = PAIRS[2 * rest]!;
  } else {
    out[--i] = ZERO + rest;
  }
  at += digits;
  writeCents(cents);
}

function writeLargeHundredths(magnitude: number): void {
  const whole = Math.floor(magnitude / 100);
  const cents = magnitude - whole * 100;
  let end = at + 1;
  for (let rest = whole; rest >= 10; rest = Math.floor(rest / 10)) end += 1;
  // The whole part from its last digit back, two digits at a time.
  let rest = whole;
  let i = end;
  while (rest >= 10) {
    const next = Math.floor(rest / 100);
    const pair = 2 * (rest - next * 100);
    out[--i] = PAIRS[pair + 1]!;
    out[--i] = PAIRS[pair]!;
    rest = next;
  }
  if (i > at) out[--i] = ZERO + rest;
  at = end;
  writeCents(cents);
}

// ".5" and ".05" as JSON.stringify writes them (no trailing zero); nothing for whole numbers.
function writeCents(cents: number): void {
  if (cents === 0) return;
  out[at++] = POINT;
  out[at++] = PAIRS[2 * cents]!;
  if (cents % 10 !== 0) out[at++] = PAIRS[2 * cents + 1]!;
}
