// POST /api/lenders/quotes' answer, written as WebAssembly (AssemblyScript, compiled by `npm run build:wasm
// -w @kerb/api` into offers-writer.wasm beside this file; docs/decisions/019, ninth round). It writes the
// same bytes as lending/offers-json's JavaScript writer, which stays the reference and takes over whenever
// this one declines: each offer is its candidate's eight runs of JSON with the seven numbers a loan sets
// between them. In JavaScript each of those copies and numbers is a call into the engine's builtins with
// its checks; here a run is one memory.copy and a number a few integer operations, a quarter of the time.
//
// Memory is laid out by the caller (services/lenders/offers-writer.ts), from heapBase() on. With n numbers
// an offer (seven today):
// - envelope: where the answer's text before the offers starts and its length, then the same for the
//   text after (lending/offers-json's ANSWER_OPEN and ANSWER_CLOSE; u32 each);
// - runs table: per slot, 8 × (n + 1) bytes: n + 1 pairs of u32 (where a run starts, its length);
// - offers: per offer, in the order written, 8 × (n + 1) bytes: the slot of its runs (i32, then 4 unused
//   bytes), then its n numbers (f64) in the order written;
// - out: where the answer is written.

// "00" to "99" as character codes, so digits are written two at a time.
const PAIRS = memory.data(200);
for (let i: u32 = 0; i < 100; i++) {
  store<u8>(PAIRS + 2 * i, 48 + i / 10);
  store<u8>(PAIRS + 2 * i + 1, 48 + (i % 10));
}

/** The most a number takes: a sign, 8 digits (below 2^31 hundredths), a point and 2 decimals. */
const NUMBER_MOST: usize = 12;
const TWO_31: f64 = 2147483648.0;
const DECLINED: i32 = -1;

let at: usize = 0;

/** Where the caller's memory may start: past this module's own data. */
export function heapBase(): usize {
  return __heap_base;
}

/**
 * A whole number of hundredths below 2^31 in magnitude as JSON.stringify writes it in units: "-12.5", "0.05",
 * "7" (no trailing zero, no point for a whole number).
 */
function writeHundredths(h: i32): void {
  let m = <u32>h;
  if (h < 0) {
    store<u8>(at++, 0x2d);
    m = <u32>-h;
  }
  const whole = m / 100;
  const cents = m - whole * 100;
  const digits: usize = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1_000 ? 3 : whole < 10_000 ? 4 : whole < 100_000 ? 5
    : whole < 1_000_000 ? 6 : whole < 10_000_000 ? 7 : 8;
  let i = at + digits;
  let rest = whole;
  while (rest >= 100) {
    const next = rest / 100;
    i -= 2;
    store<u16>(i, load<u16>(PAIRS + 2 * (rest - next * 100)));
    rest = next;
  }
  if (rest >= 10) {
    i -= 2;
    store<u16>(i, load<u16>(PAIRS + 2 * rest));
  } else {
    store<u8>(i - 1, 48 + rest);
  }
  at += digits;
  if (cents == 0) return;
  store<u8>(at++, 0x2e);
  store<u8>(at++, load<u8>(PAIRS + 2 * cents));
  if (cents % 10 != 0) store<u8>(at++, load<u8>(PAIRS + 2 * cents + 1));
}

/**
 * A number the way lending/json-bytes writes it, or false when only its general conversion could (the
 * caller then declines the answer): whole cents written as units (`cents`), or a decimal that is exactly
 * k / 100 (a rate, a term).
 */
function writeNumber(x: f64, cents: bool): bool {
  const h = cents ? x : Math.round(x * 100);
  if (!(Math.abs(h) < TWO_31)) return false; // NaN and infinities too
  if (cents ? h != Math.floor(h) : h / 100 != x) return false;
  writeHundredths(<i32>h);
  return true;
}

/**
 * Writes the answer for `count` offers of `numbers` numbers each from `offers` at `out`, between the
 * envelope's texts, none of it past `outEnd`. `centsMask` has bit j set when an offer's number j is whole
 * cents. Returns the answer's length, or -1 when a number needs the general conversion or the answer would
 * not fit: the caller then writes it in JavaScript.
 */
export function write(
  offers: usize, count: i32, numbers: i32, runsTable: usize, envelope: usize, centsMask: u32, out: usize, outEnd: usize,
): i32 {
  const stride: usize = 8 * (<usize>numbers + 1);
  const openLength = load<u32>(envelope + 4);
  const closeLength = load<u32>(envelope + 12);
  at = out;
  if (at + openLength + closeLength > outEnd) return DECLINED;
  memory.copy(at, load<u32>(envelope), openLength);
  at += openLength;
  for (let i = 0; i < count; i++) {
    const offer = offers + <usize>i * stride;
    const runs = runsTable + <usize>load<i32>(offer) * stride;
    let need: usize = 1 + <usize>numbers * NUMBER_MOST + closeLength;
    for (let r = 0; r <= numbers; r++) need += load<u32>(runs + 8 * r + 4);
    if (at + need > outEnd) return DECLINED;
    if (i > 0) store<u8>(at++, 0x2c);
    for (let j = 0; j < numbers; j++) {
      const length = load<u32>(runs + 8 * j + 4);
      memory.copy(at, load<u32>(runs + 8 * j), length);
      at += length;
      if (!writeNumber(load<f64>(offer + 8 + 8 * j), ((centsMask >> j) & 1) != 0)) return DECLINED;
    }
    const length = load<u32>(runs + 8 * numbers + 4);
    memory.copy(at, load<u32>(runs + 8 * numbers), length);
    at += length;
  }
  memory.copy(at, load<u32>(envelope + 8), closeLength);
  at += closeLength;
  return <i32>(at - out);
}
