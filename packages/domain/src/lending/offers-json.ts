import type { LenderOffer } from '../contracts/lenders';

// POST /api/lenders/quotes answers with 40-odd offers, about 30 KB of JSON, and a fresh quote spent as long
// serialising it with JSON.stringify (then encoding it as UTF-8) as on all of its maths. This writes the
// same bytes (lending/offers-json.test.ts holds it to JSON.stringify), straight into one buffer:
// - money and rates are whole hundredths, written digit by digit from the integer (no general
//   double-to-text conversion, no intermediate strings);
// - field names are encoded once; the panel's strings (names, ids, logo paths) and each product's frozen
//   documents map (lending/prepared) are encoded once and remembered.
// The fields are written in LenderOffer's order, the order quoteLenders builds them in.

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

/** Strings remembered, at most (the panel's strings are a few hundred; anything else just costs more). */
const MAX_REMEMBERED_STRINGS = 10_000;
const strings = new Map<string, Uint8Array>();
const frozenObjects = new WeakMap<object, Uint8Array>();

function stringBytes(s: string): Uint8Array {
  let bytes = strings.get(s);
  if (bytes === undefined) {
    bytes = utf8(JSON.stringify(s));
    if (strings.size >= MAX_REMEMBERED_STRINGS) strings.clear();
    strings.set(s, bytes);
  }
  return bytes;
}

function objectBytes(o: object): Uint8Array {
  if (!Object.isFrozen(o)) return utf8(JSON.stringify(o));
  let bytes = frozenObjects.get(o);
  if (bytes === undefined) {
    bytes = utf8(JSON.stringify(o));
    frozenObjects.set(o, bytes);
  }
  return bytes;
}

/** The fields an offer is written with, in order (a test holds this to the LenderOffer contract). */
export const OFFER_JSON_FIELDS = [
  'lenderName', 'matchingEngineLenderId', 'monthlyRepaymentAmount', 'fortnightlyRepaymentAmount', 'weeklyRepaymentAmount',
  'advertisedRateInPercent', 'comparisonRateInPercent', 'upfrontFeeAmount', 'monthlyOngoingFeeAmount', 'turnaroundTimeInDays',
  'loanTerm', 'vehicleUrl', 'financeTotal', 'balloonAmount', 'standardComparisonRateInPercent', 'requiredDocuments', 'logoUrl',
  'tier', 'productId', 'documentType',
] as const satisfies ReadonlyArray<keyof LenderOffer>;

// Each field's name with what goes before it: `{"lenderName":`, `,"matchingEngineLenderId":`, …
const name = (field: (typeof OFFER_JSON_FIELDS)[number]) => utf8(`${field === OFFER_JSON_FIELDS[0] ? '{' : ','}"${field}":`);
const LENDER_NAME = name('lenderName');
const LENDER_ID = name('matchingEngineLenderId');
const MONTHLY = name('monthlyRepaymentAmount');
const FORTNIGHTLY = name('fortnightlyRepaymentAmount');
const WEEKLY = name('weeklyRepaymentAmount');
const ADVERTISED = name('advertisedRateInPercent');
const COMPARISON = name('comparisonRateInPercent');
const UPFRONT_FEE = name('upfrontFeeAmount');
const MONTHLY_FEE = name('monthlyOngoingFeeAmount');
const TURNAROUND = name('turnaroundTimeInDays');
const LOAN_TERM = name('loanTerm');
const VEHICLE_URL = name('vehicleUrl');
const FINANCE_TOTAL = name('financeTotal');
const BALLOON = name('balloonAmount');
const STANDARD_RATE = name('standardComparisonRateInPercent');
const DOCUMENTS = name('requiredDocuments');
const LOGO_URL = name('logoUrl');
const TIER = name('tier');
const PRODUCT_ID = name('productId');
const DOCUMENT_TYPE = name('documentType');
const OPEN = utf8('{"lenders":[');
const CLOSE = utf8(']}');
const NULL = utf8('null');
const COMMA = 0x2c;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;

// One answer at a time is written into a scratch buffer that grows as needed and is reused; nothing
// is allocated per answer but its copy (strings built and flattened would be three times the garbage).
let out = new Uint8Array(64 * 1024);
let at = 0;

function room(n: number): void {
  if (at + n <= out.length) return;
  const grown = new Uint8Array(Math.max(out.length * 2, at + n));
  grown.set(out.subarray(0, at));
  out = grown;
}

function bytes(chunk: Uint8Array): void {
  room(chunk.length);
  out.set(chunk, at);
  at += chunk.length;
}

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
function number(x: number): void {
  const hundredths = Math.round(x * 100);
  if (hundredths / 100 !== x || !(Math.abs(hundredths) < 1e15)) {
    bytes(utf8(Number.isFinite(x) ? String(x) : 'null'));
    return;
  }
  room(20);
  let magnitude = hundredths;
  if (magnitude < 0) {
    out[at++] = MINUS;
    magnitude = -magnitude;
  }
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
  if (cents === 0) return;
  out[at++] = POINT;
  out[at++] = PAIRS[2 * cents]!;
  if (cents % 10 !== 0) out[at++] = PAIRS[2 * cents + 1]!;
}

function writeOffer(o: LenderOffer): void {
  bytes(LENDER_NAME);
  bytes(stringBytes(o.lenderName));
  bytes(LENDER_ID);
  bytes(stringBytes(o.matchingEngineLenderId));
  bytes(MONTHLY);
  number(o.monthlyRepaymentAmount);
  bytes(FORTNIGHTLY);
  number(o.fortnightlyRepaymentAmount);
  bytes(WEEKLY);
  number(o.weeklyRepaymentAmount);
  bytes(ADVERTISED);
  number(o.advertisedRateInPercent);
  bytes(COMPARISON);
  number(o.comparisonRateInPercent);
  bytes(UPFRONT_FEE);
  number(o.upfrontFeeAmount);
  bytes(MONTHLY_FEE);
  number(o.monthlyOngoingFeeAmount);
  bytes(TURNAROUND);
  number(o.turnaroundTimeInDays);
  bytes(LOAN_TERM);
  number(o.loanTerm);
  bytes(VEHICLE_URL);
  bytes(o.vehicleUrl === null ? NULL : stringBytes(o.vehicleUrl));
  bytes(FINANCE_TOTAL);
  number(o.financeTotal);
  bytes(BALLOON);
  number(o.balloonAmount);
  bytes(STANDARD_RATE);
  number(o.standardComparisonRateInPercent);
  bytes(DOCUMENTS);
  bytes(objectBytes(o.requiredDocuments));
  bytes(LOGO_URL);
  bytes(stringBytes(o.logoUrl));
  bytes(TIER);
  number(o.tier);
  bytes(PRODUCT_ID);
  bytes(stringBytes(o.productId));
  bytes(DOCUMENT_TYPE);
  bytes(stringBytes(o.documentType));
  room(1);
  out[at++] = CLOSE_BRACE;
}

/** `{"lenders": offers}` as UTF-8 JSON, exactly the bytes of JSON.stringify for offers quoteLenders built. */
export function quoteResponseBytes(offers: readonly LenderOffer[]): Uint8Array {
  at = 0;
  bytes(OPEN);
  for (let i = 0; i < offers.length; i += 1) {
    if (i > 0) {
      room(1);
      out[at++] = COMMA;
    }
    writeOffer(offers[i]!);
  }
  bytes(CLOSE);
  return out.slice(0, at); // a copy: the scratch buffer is the next answer's
}
