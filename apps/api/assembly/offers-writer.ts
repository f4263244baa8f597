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
// - sums (to compress): the same for each run's two Adler-32 sums, and a coded copy of the runs' text;
// - offers: per offer, in the order written, 8 × (n + 1) bytes: the slot of its runs (i32), where its
//   tokens are (u32, to compress), then its n numbers (f64) in the order written;
// - out: where the answer is written; z, where it is compressed to.

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

// ---- The answer compressed as it is written (docs/decisions/019, tenth round) ----
// In zlib's format (RFC 1950: HTTP's "deflate"), one deflate block (RFC 1951) of the fixed codes of
// §3.2.6, so nothing is counted or built per answer. What is said with a copy was worked out before, once
// for each pair of candidates that meet (services/lenders/offer-pairs.ts): a token list per offer, run by
// run, of literals and copies from the offer before or from earlier in the same offer. A copy's source is
// named by run and offset, so its distance comes from where those runs landed in this answer, whatever the
// numbers between them. Numbers and the envelope go as literals. The Adler-32 check of a run comes from
// its two sums, worked out with the candidate, so only the numbers' bytes are summed per answer.

/** Per byte: its fixed code, bit-reversed as deflate writes codes, and the code's length (<< 16). */
const LITERAL = memory.data(256 * 4);
/** Per ASCII byte: its 8-bit code, bit-reversed. */
const ASCII = memory.data(128);
/** Per copy length 3..258 (index length - 3): its code then extra bits, and their length (<< 24). */
const LENGTH = memory.data(256 * 4);
/** Per distance symbol 0..29: its 5-bit code, bit-reversed. */
const DISTANCE = memory.data(32);

function reversed(code: u32, bits: u32): u32 {
  let r: u32 = 0;
  for (let i: u32 = 0; i < bits; i++) r |= ((code >> i) & 1) << (bits - 1 - i);
  return r;
}

for (let b: u32 = 0; b < 256; b++) {
  store<u32>(LITERAL + 4 * b, b < 144 ? reversed(0x30 + b, 8) | (8 << 16) : reversed(0x190 + b - 144, 9) | (9 << 16));
  if (b < 128) store<u8>(ASCII + b, <u8>reversed(0x30 + b, 8));
  if (b < 32) store<u8>(DISTANCE + b, <u8>reversed(b, 5));
}
for (let length: u32 = 3; length <= 258; length++) {
  let symbol: u32;
  let extraBits: u32 = 0;
  let extra: u32 = 0;
  if (length <= 10) symbol = 254 + length;
  else if (length == 258) symbol = 285;
  else {
    const m = length - 3;
    const top = 31 - clz(m);
    extraBits = top - 2;
    symbol = 257 + 4 * (top - 1) + ((m >> extraBits) & 3);
    extra = m & ((1 << extraBits) - 1);
  }
  // Symbols 257..279 have 7-bit codes from 0, 280..287 8-bit codes from 0xc0.
  const code = symbol < 280 ? reversed(symbol - 256, 7) : reversed(0xc0 + symbol - 280, 8);
  const codeBits: u32 = symbol < 280 ? 7 : 8;
  store<u32>(LENGTH + 4 * (length - 3), (code | (extra << codeBits)) | ((codeBits + extraBits) << 24));
}

/** Deflate's window: no copy reaches further back. */
const WINDOW: usize = 32768;
/** Adler-32's modulus. */
const BASE: u64 = 65521;
/** Where each run of the offer before, and of this offer, landed in the answer (u32 each). */
const MOST_RUNS: i32 = 128;
let before = memory.data(4 * MOST_RUNS);
let now = memory.data(4 * MOST_RUNS);

let bits: u64 = 0;
let bitCount: u32 = 0;
let zAt: usize = 0;
let adlerA: u64 = 1;
let adlerB: u64 = 0;

// At most 32 bits at a time: with under 32 pending, the 64-bit store never overflows.
// @ts-ignore: decorator
@inline function putBits(value: u32, count: u32): void {
  bits |= <u64>value << bitCount;
  bitCount += count;
  if (bitCount >= 32) {
    store<u32>(zAt, <u32>bits);
    zAt += 4;
    bits >>= 32;
    bitCount -= 32;
  }
}

function literals(from: usize, length: usize): void {
  let i: usize = 0;
  while (i < length) {
    // Four ASCII bytes at once (nearly all of an answer): 32 bits of 8-bit codes.
    if (i + 4 <= length) {
      const four = load<u32>(from + i);
      if ((four & 0x8080_8080) == 0) {
        putBits(<u32>load<u8>(ASCII + (four & 0x7f)) | (<u32>load<u8>(ASCII + ((four >> 8) & 0x7f)) << 8)
          | (<u32>load<u8>(ASCII + ((four >> 16) & 0x7f)) << 16) | (<u32>load<u8>(ASCII + (four >> 24)) << 24), 32);
        i += 4;
        continue;
      }
    }
    const code = load<u32>(LITERAL + 4 * <usize>load<u8>(from + i));
    putBits(code & 0xffff, code >> 16);
    i++;
  }
}

// The check's two sums are taken mod BASE once, at the end: for an answer of up to 1 MB (at most 2^16 runs,
// each run's sums already below BASE) the first stays under 2^33 and the second under 2^53.

/** The envelope's bytes added to the Adler-32 check. */
function summed(from: usize, length: usize): void {
  for (let i: usize = 0; i < length; i++) {
    adlerA += <u64>load<u8>(from + i);
    adlerB += adlerA;
  }
}

/** A run of `length` bytes added to the check from its sums: of its bytes, and of each byte times how many bytes from it to the run's end (mod BASE). */
// @ts-ignore: decorator
@inline function summedRun(sum: u32, weighted: u32, length: u32): void {
  adlerB += <u64>length * adlerA + <u64>weighted;
  adlerA += <u64>sum;
}

/**
 * A number just written (ASCII, at most NUMBER_MOST bytes) as literals, and into the check: its bytes' codes
 * gathered four at a time. The bit writer's state and the check's sums are read into locals and put back
 * once: kept in the module's globals, each byte's updates went through memory (docs/decisions/019,
 * fourteenth round).
 */
function numberLiterals(from: usize, length: usize): void {
  let a = adlerA;
  let b = adlerB;
  let acc = bits;
  let count = bitCount;
  let to = zAt;
  let i: usize = 0;
  while (i < length) {
    let codes: u32 = 0;
    let k: u32 = 0;
    for (; k < 32 && i < length; k += 8, i++) {
      const byte = <u32>load<u8>(from + i);
      codes |= <u32>load<u8>(ASCII + byte) << k;
      a += <u64>byte;
      b += a;
    }
    // putBits, on the locals: a helper cannot update its caller's locals, and globals are what this avoids.
    acc |= <u64>codes << count;
    count += k;
    if (count >= 32) {
      store<u32>(to, <u32>acc);
      to += 4;
      acc >>= 32;
      count -= 32;
    }
  }
  adlerA = a;
  adlerB = b;
  bits = acc;
  bitCount = count;
  zAt = to;
}

/**
 * A run of an offer at `runAt` in the answer, said by its tokens from `tokens`: two u32 each, a literal
 * (length) or a copy (bit 31; bit 30 when from this offer; its source run in bits 16..29, length below,
 * 3 to 258; the offset in that run next), ending with a zero. Literals come from the run's text at `text`, or from
 * its coded copy at `coded` when every byte of the run has an 8-bit code (`coded` not 0). Returns where
 * the next run's tokens start.
 */
// @ts-ignore: decorator
@inline function deflateRun(tokens: usize, runAt: usize, text: usize, coded: usize): usize {
  // The bit writer's state in locals for the run (the module's globals live in memory; putBits writes
  // them), put back around the rare literals that are coded byte by byte, and at the end; each token's last
  // bits (a copy, or what is left of its literals) go out in one place. Inlined into write: 6-8% off a
  // compressed answer (docs/decisions/019, eleventh round).
  let acc = bits;
  let count = bitCount;
  let to = zAt;
  let ib: usize = 0;
  let head = load<u32>(tokens);
  while (head != 0) {
    const length = <usize>(head & 0xffff);
    // What this token leaves to put after whole words: at most 32 bits.
    let value: u32 = 0;
    let valueBits: u32 = 0;
    let d: usize = WINDOW;
    if ((head >> 31) != 0) {
      const from = ((head >> 30) & 1) != 0 ? now : before;
      const source = <usize>load<u32>(from + 4 * <usize>((head >> 16) & 0x3fff)) + <usize>load<u32>(tokens + 4);
      d = runAt + ib - source - 1;
    }
    if (d < WINDOW) {
      // A copy: its length's code and extra bits, then its distance's 5-bit code and extra bits (§3.2.5).
      let symbol = d;
      let extraBits: usize = 0;
      if (d >= 4) {
        const top = 31 - clz(<u32>d);
        extraBits = top - 1;
        symbol = 2 * top + ((d >> extraBits) & 1);
      }
      const code = load<u32>(LENGTH + 4 * (length - 3));
      const lengthBits = code >> 24;
      value = (code & 0xffffff) | ((<u32>load<u8>(DISTANCE + symbol) | (<u32>(d & ((1 << extraBits) - 1)) << 5)) << lengthBits);
      valueBits = lengthBits + 5 + <u32>extraBits;
    } else if (coded != 0) {
      // Literals from the coded copy, four at a time: 32 bits, so always a word out; then what is left.
      let c = coded + ib;
      const end = c + length;
      for (; c + 4 <= end; c += 4) {
        acc |= <u64>load<u32>(c) << count;
        store<u32>(to, <u32>acc);
        to += 4;
        acc >>= 32;
      }
      valueBits = 8 * <u32>(end - c);
      if (valueBits != 0) value = load<u32>(c) & ((<u32>1 << valueBits) - 1);
    } else {
      bits = acc;
      bitCount = count;
      zAt = to;
      literals(text + ib, length);
      acc = bits;
      count = bitCount;
      to = zAt;
    }
    acc |= <u64>value << count;
    count += valueBits;
    if (count >= 32) {
      store<u32>(to, <u32>acc);
      to += 4;
      acc >>= 32;
      count -= 32;
    }
    ib += length;
    tokens += 8;
    head = load<u32>(tokens);
  }
  bits = acc;
  bitCount = count;
  zAt = to;
  return tokens + 8;
}

/** The length of the last answer compressed (-1 when the last answer was not). */
let compressedLength: i32 = -1;

export function deflatedLength(): i32 {
  return compressedLength;
}

/** Where a number is written when the answer itself is not. */
const NUMBER = memory.data(16);
/** Bit 31 of a run's second sum: some byte of the run has a 9-bit code (no coded copy is used). */
const NINE_BITS: u32 = 0x8000_0000;

/**
 * Writes the answer for `count` offers of `numbers` numbers each from `offers` at `out` (when `plain`),
 * between the envelope's texts, none of it past `outEnd`. `centsMask` has bit j set when an offer's number
 * j is whole cents. Returns the answer's length, or -1 when a number needs the general conversion or the
 * answer would not fit: the caller then writes it in JavaScript.
 *
 * With `z` (not 0), the answer is also compressed to `z` as it is written (deflatedLength() tells how
 * long): each offer by the tokens whose address its entry holds in its second word, each run's check by
 * its sums, at the same place in `sums` as the run's in `runsTable`, each run's literals from its coded
 * copy `coded` bytes after it. `z` has room for 9/8 of `outEnd - out` and 16 bytes more. Without `plain`,
 * only the compressed answer is written.
 */
export function write(
  offers: usize, count: i32, numbers: i32, runsTable: usize, envelope: usize, centsMask: u32, out: usize, outEnd: usize,
  plain: bool, z: usize, sums: usize, coded: usize,
): i32 {
  const stride: usize = 8 * (<usize>numbers + 1);
  const open = <usize>load<u32>(envelope);
  const openLength = <usize>load<u32>(envelope + 4);
  const close = <usize>load<u32>(envelope + 8);
  const closeLength = <usize>load<u32>(envelope + 12);
  const room = outEnd - out;
  const deflating = z != 0 && numbers < MOST_RUNS;
  compressedLength = -1;
  if (!plain && !deflating) return DECLINED;
  // Where the answer has got to; with `plain`, written at out + pos.
  let pos: usize = 0;
  if (openLength + closeLength > room) return DECLINED;
  if (deflating) {
    // zlib's header: deflate with a 32 KB window, the fastest level, and its check bits.
    store<u16>(z, 0x0178);
    zAt = z + 2;
    bits = 0;
    bitCount = 0;
    adlerA = 1;
    adlerB = 0;
    // The last block (1), of fixed codes (01).
    putBits(3, 3);
  }
  if (plain) memory.copy(out, open, openLength);
  if (deflating) {
    literals(open, openLength);
    summed(open, openLength);
  }
  pos += openLength;
  for (let i = 0; i < count; i++) {
    const offer = offers + <usize>i * stride;
    const slot = <usize>load<i32>(offer) * stride;
    const runs = runsTable + slot;
    let need: usize = 1 + <usize>numbers * NUMBER_MOST + closeLength;
    for (let r = 0; r <= numbers; r++) need += load<u32>(runs + 8 * r + 4);
    if (pos + need > room) return DECLINED;
    if (i > 0) {
      if (plain) store<u8>(out + pos, 0x2c);
      if (deflating) {
        putBits(load<u8>(ASCII + 0x2c), 8);
        adlerA += 0x2c;
        adlerB += adlerA;
      }
      pos++;
    }
    let tokens = <usize>load<u32>(offer + 4);
    for (let j = 0; j <= numbers; j++) {
      const text = <usize>load<u32>(runs + 8 * j);
      const length = <usize>load<u32>(runs + 8 * j + 4);
      if (plain) memory.copy(out + pos, text, length);
      if (deflating) {
        store<u32>(now + 4 * <usize>j, <u32>pos);
        const weighted = load<u32>(sums + slot + 8 * j + 4);
        tokens = deflateRun(tokens, pos, text, (weighted & NINE_BITS) != 0 ? 0 : text + coded);
        summedRun(load<u32>(sums + slot + 8 * j), weighted & ~NINE_BITS, <u32>length);
      }
      pos += length;
      if (j == numbers) break;
      at = plain ? out + pos : NUMBER;
      const number = at;
      if (!writeNumber(load<f64>(offer + 8 + 8 * j), ((centsMask >> j) & 1) != 0)) return DECLINED;
      const written = at - number;
      if (deflating) numberLiterals(number, written);
      pos += written;
    }
    const landed = before;
    before = now;
    now = landed;
  }
  if (plain) memory.copy(out + pos, close, closeLength);
  if (deflating) {
    literals(close, closeLength);
    summed(close, closeLength);
    // End of block (256: seven zero bits), then whatever is left of the last byte.
    putBits(0, 7);
    while (bitCount > 0) {
      store<u8>(zAt++, <u8>bits);
      bits >>= 8;
      bitCount = bitCount > 8 ? bitCount - 8 : 0;
    }
    // Adler-32, most significant byte first.
    store<u32>(zAt, bswap<u32>(<u32>(((adlerB % BASE) << 16) | (adlerA % BASE))));
    zAt += 4;
    compressedLength = <i32>(zAt - z);
  }
  pos += closeLength;
  return <i32>pos;
}
