import type { LenderOffer } from '../contracts/lenders';

// POST /api/lenders/quotes answers with 40-odd offers, about 30 KB of JSON, and a fresh quote spent as long
// serialising it with JSON.stringify as on all of its maths. This writes the same text, byte for byte
// (lending/offers-json.test.ts holds it to JSON.stringify), faster for the shape of an offer:
// - money and rates are whole hundredths, written from the integer (no general double-to-text);
// - the panel's strings (names, ids, logo paths) are escaped once and remembered;
// - a documents map the panel froze (lending/prepared) is written once and remembered.
// The fields are written in LenderOffer's order, the order quoteLenders builds them in.

/** Strings remembered, at most (the panel's strings are a few hundred; anything else just costs more). */
const MAX_REMEMBERED_STRINGS = 10_000;
const strings = new Map<string, string>();
const frozenObjects = new WeakMap<object, string>();

function jsonString(s: string): string {
  let json = strings.get(s);
  if (json === undefined) {
    json = JSON.stringify(s);
    if (strings.size >= MAX_REMEMBERED_STRINGS) strings.clear();
    strings.set(s, json);
  }
  return json;
}

function jsonObject(o: object): string {
  if (!Object.isFrozen(o)) return JSON.stringify(o);
  let json = frozenObjects.get(o);
  if (json === undefined) {
    json = JSON.stringify(o);
    frozenObjects.set(o, json);
  }
  return json;
}

/**
 * A number as JSON.stringify writes it. A double that is exactly k / 100 for a whole k below 10^15 reads
 * back as that decimal and no shorter one (decimals of at most 15 digits are further apart than doubles
 * are), so it is written from k; anything else goes to the general conversion.
 */
export function jsonNumber(x: number): string {
  const hundredths = Math.round(x * 100);
  if (hundredths / 100 !== x || !(Math.abs(hundredths) < 1e15)) return Number.isFinite(x) ? String(x) : 'null';
  const sign = hundredths < 0 ? '-' : '';
  const magnitude = hundredths < 0 ? -hundredths : hundredths;
  const whole = Math.floor(magnitude / 100);
  const cents = magnitude - whole * 100;
  if (cents === 0) return `${sign}${whole}`;
  if (cents % 10 === 0) return `${sign}${whole}.${cents / 10}`;
  return `${sign}${whole}${cents < 10 ? '.0' : '.'}${cents}`;
}

function offerJson(o: LenderOffer): string {
  return `{"lenderName":${jsonString(o.lenderName)}`
    + `,"matchingEngineLenderId":${jsonString(o.matchingEngineLenderId)}`
    + `,"monthlyRepaymentAmount":${jsonNumber(o.monthlyRepaymentAmount)}`
    + `,"fortnightlyRepaymentAmount":${jsonNumber(o.fortnightlyRepaymentAmount)}`
    + `,"weeklyRepaymentAmount":${jsonNumber(o.weeklyRepaymentAmount)}`
    + `,"advertisedRateInPercent":${jsonNumber(o.advertisedRateInPercent)}`
    + `,"comparisonRateInPercent":${jsonNumber(o.comparisonRateInPercent)}`
    + `,"upfrontFeeAmount":${jsonNumber(o.upfrontFeeAmount)}`
    + `,"monthlyOngoingFeeAmount":${jsonNumber(o.monthlyOngoingFeeAmount)}`
    + `,"turnaroundTimeInDays":${jsonNumber(o.turnaroundTimeInDays)}`
    + `,"loanTerm":${jsonNumber(o.loanTerm)}`
    + `,"vehicleUrl":${o.vehicleUrl === null ? 'null' : jsonString(o.vehicleUrl)}`
    + `,"financeTotal":${jsonNumber(o.financeTotal)}`
    + `,"balloonAmount":${jsonNumber(o.balloonAmount)}`
    + `,"standardComparisonRateInPercent":${jsonNumber(o.standardComparisonRateInPercent)}`
    + `,"requiredDocuments":${jsonObject(o.requiredDocuments)}`
    + `,"logoUrl":${jsonString(o.logoUrl)}`
    + `,"tier":${jsonNumber(o.tier)}`
    + `,"productId":${jsonString(o.productId)}`
    + `,"documentType":${jsonString(o.documentType)}}`;
}

/** The fields offerJson writes, in order (a test holds this to the LenderOffer contract). */
export const OFFER_JSON_FIELDS = [
  'lenderName', 'matchingEngineLenderId', 'monthlyRepaymentAmount', 'fortnightlyRepaymentAmount', 'weeklyRepaymentAmount',
  'advertisedRateInPercent', 'comparisonRateInPercent', 'upfrontFeeAmount', 'monthlyOngoingFeeAmount', 'turnaroundTimeInDays',
  'loanTerm', 'vehicleUrl', 'financeTotal', 'balloonAmount', 'standardComparisonRateInPercent', 'requiredDocuments', 'logoUrl',
  'tier', 'productId', 'documentType',
] as const satisfies ReadonlyArray<keyof LenderOffer>;

/** `{"lenders": offers}` as JSON text, exactly as JSON.stringify writes it for offers quoteLenders built. */
export function quoteResponseJson(offers: readonly LenderOffer[]): string {
  let json = '{"lenders":[';
  for (let i = 0; i < offers.length; i += 1) json += (i === 0 ? '' : ',') + offerJson(offers[i]!);
  return `${json}]}`;
}
