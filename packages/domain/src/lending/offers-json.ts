import type { LenderOffer } from '../contracts/lenders';
import { jsonStringBytes, startBytes, takeBytes, utf8, viewBytes, writeByte, writeBytes, writeNumber } from './json-bytes';

// POST /api/lenders/quotes answers with 40-odd offers, about 30 KB of JSON, and a fresh quote spent as long
// serialising it with JSON.stringify (then encoding it as UTF-8) as on all of its maths. This writes the
// same bytes (lending/offers-json.test.ts holds it to JSON.stringify) with lending/json-bytes:
// - money and rates are written from their whole hundredths, digit pairs at a time;
// - what a product fixes (lender name and id, fees, turnaround, documents, logo, product id) is encoded
//   once per product, as runs with the field names around them, so an offer is a dozen copies and its
//   nine numbers. A product is known by its documents map, which lending/prepared freezes, one per
//   product; the runs are used only while the offer's values are the ones they were encoded from.
//   An offer whose map is not frozen (not from lending/prepared) is written by JSON.stringify itself.
// The fields are written in LenderOffer's order, the order quoteLenders builds them in.

/** The fields an offer is written with, in order (a test holds this to the LenderOffer contract). */
export const OFFER_JSON_FIELDS = [
  'lenderName', 'matchingEngineLenderId', 'monthlyRepaymentAmount', 'fortnightlyRepaymentAmount', 'weeklyRepaymentAmount',
  'advertisedRateInPercent', 'comparisonRateInPercent', 'upfrontFeeAmount', 'monthlyOngoingFeeAmount', 'turnaroundTimeInDays',
  'loanTerm', 'vehicleUrl', 'financeTotal', 'balloonAmount', 'standardComparisonRateInPercent', 'requiredDocuments', 'logoUrl',
  'tier', 'productId', 'documentType',
] as const satisfies ReadonlyArray<keyof LenderOffer>;
type Field = (typeof OFFER_JSON_FIELDS)[number];

// A field's name with what goes before it: `{"lenderName":`, `,"fortnightlyRepaymentAmount":`, …
const key = (field: Field) => `${field === OFFER_JSON_FIELDS[0] ? '{' : ','}"${field}":`;
const FORTNIGHTLY = utf8(key('fortnightlyRepaymentAmount'));
const WEEKLY = utf8(key('weeklyRepaymentAmount'));
const VEHICLE_URL = utf8(key('vehicleUrl'));
const FINANCE_TOTAL = utf8(key('financeTotal'));
const BALLOON = utf8(key('balloonAmount'));
const OPEN = utf8('{"lenders":[');
const CLOSE = utf8(']}');
const COMMA = 0x2c;

/** The runs of an offer its product fixes, and the values they were encoded from. */
interface ProductRuns {
  offer: Pick<LenderOffer, 'lenderName' | 'matchingEngineLenderId' | 'upfrontFeeAmount' | 'monthlyOngoingFeeAmount'
    | 'turnaroundTimeInDays' | 'logoUrl' | 'productId'>;
  /** `{"lenderName":…,"matchingEngineLenderId":…,"monthlyRepaymentAmount":` */
  lender: Uint8Array;
  /** `,"upfrontFeeAmount":…,"monthlyOngoingFeeAmount":…,"turnaroundTimeInDays":…,"loanTerm":` */
  fees: Uint8Array;
  /** `,"requiredDocuments":{…},"logoUrl":…,"tier":` */
  documents: Uint8Array;
  /** `,"productId":…,"documentType":` */
  product: Uint8Array;
  // Longer runs made as offers need them, each from a value the product's offers take again and again:
  /** fees, the loan term, `,"vehicleUrl":null,"financeTotal":`, by loan term */
  feesByTerm: Map<number, Uint8Array>;
  /** `,"standardComparisonRateInPercent":…` and the documents run, by standard comparison rate */
  documentsByStandardRate: Map<number, Uint8Array>;
  /** the tier, the product run, the document type and `}`, by tier and then document type */
  endByTier: Map<number, Map<string, Uint8Array>>;
}

/** Longer runs kept per product (and advertised-rate runs in all) at most; past that, offers are written piece by piece. */
const MAX_RUNS = 64;
const MAX_RATE_RUNS = 1_000;

/** `,"advertisedRateInPercent":…,"comparisonRateInPercent":` by advertised rate (a panel has few). */
const advertisedRuns = new Map<number, Uint8Array>();

/** `text` as a run for `value`, kept in `runs` while there is room. */
function keepRun<K>(runs: Map<K, Uint8Array>, value: K, max: number, text: string): Uint8Array {
  const run = utf8(text);
  if (runs.size < max) runs.set(value, run);
  return run;
}

const runsByDocuments = new WeakMap<object, ProductRuns>();
const json = JSON.stringify;

function encodeRuns(o: LenderOffer): ProductRuns {
  return {
    offer: {
      lenderName: o.lenderName, matchingEngineLenderId: o.matchingEngineLenderId, upfrontFeeAmount: o.upfrontFeeAmount,
      monthlyOngoingFeeAmount: o.monthlyOngoingFeeAmount, turnaroundTimeInDays: o.turnaroundTimeInDays, logoUrl: o.logoUrl,
      productId: o.productId,
    },
    lender: utf8(`${key('lenderName')}${json(o.lenderName)}${key('matchingEngineLenderId')}${json(o.matchingEngineLenderId)}${key('monthlyRepaymentAmount')}`),
    fees: utf8(`${key('upfrontFeeAmount')}${json(o.upfrontFeeAmount)}${key('monthlyOngoingFeeAmount')}${json(o.monthlyOngoingFeeAmount)}`
      + `${key('turnaroundTimeInDays')}${json(o.turnaroundTimeInDays)}${key('loanTerm')}`),
    documents: utf8(`${key('requiredDocuments')}${json(o.requiredDocuments)}${key('logoUrl')}${json(o.logoUrl)}${key('tier')}`),
    product: utf8(`${key('productId')}${json(o.productId)}${key('documentType')}`),
    feesByTerm: new Map(),
    documentsByStandardRate: new Map(),
    endByTier: new Map(),
  };
}

/** The offer's product runs: remembered by its (frozen) documents map, used only while they still describe the offer. */
function runsFor(o: LenderOffer): ProductRuns {
  const documents = o.requiredDocuments;
  let runs = runsByDocuments.get(documents);
  const was = runs?.offer;
  if (
    runs === undefined || was!.lenderName !== o.lenderName || was!.matchingEngineLenderId !== o.matchingEngineLenderId
    || was!.upfrontFeeAmount !== o.upfrontFeeAmount || was!.monthlyOngoingFeeAmount !== o.monthlyOngoingFeeAmount
    || was!.turnaroundTimeInDays !== o.turnaroundTimeInDays || was!.logoUrl !== o.logoUrl || was!.productId !== o.productId
  ) {
    runs = encodeRuns(o);
    runsByDocuments.set(documents, runs);
  }
  return runs;
}

function writeOffer(o: LenderOffer): void {
  // Offers not from a prepared product (their documents map not frozen) are written as JSON.stringify does.
  if (!Object.isFrozen(o.requiredDocuments)) {
    writeBytes(utf8(JSON.stringify(o)));
    return;
  }
  const runs = runsFor(o);
  writeBytes(runs.lender);
  writeNumber(o.monthlyRepaymentAmount);
  writeBytes(FORTNIGHTLY);
  writeNumber(o.fortnightlyRepaymentAmount);
  writeBytes(WEEKLY);
  writeNumber(o.weeklyRepaymentAmount);
  const advertised = o.advertisedRateInPercent;
  writeBytes(advertisedRuns.get(advertised)
    ?? keepRun(advertisedRuns, advertised, MAX_RATE_RUNS, `${key('advertisedRateInPercent')}${json(advertised)}${key('comparisonRateInPercent')}`));
  writeNumber(o.comparisonRateInPercent);
  if (o.vehicleUrl === null) {
    const term = o.loanTerm;
    writeBytes(runs.feesByTerm.get(term)
      ?? keepRun(runs.feesByTerm, term, MAX_RUNS, `${decode(runs.fees)}${json(term)}${key('vehicleUrl')}null${key('financeTotal')}`));
  } else {
    writeBytes(runs.fees);
    writeNumber(o.loanTerm);
    writeBytes(VEHICLE_URL);
    writeBytes(jsonStringBytes(o.vehicleUrl));
    writeBytes(FINANCE_TOTAL);
  }
  writeNumber(o.financeTotal);
  writeBytes(BALLOON);
  writeNumber(o.balloonAmount);
  const standard = o.standardComparisonRateInPercent;
  writeBytes(runs.documentsByStandardRate.get(standard)
    ?? keepRun(runs.documentsByStandardRate, standard, MAX_RUNS, `${key('standardComparisonRateInPercent')}${json(standard)}${decode(runs.documents)}`));
  const { tier, documentType } = o;
  let ends = runs.endByTier.get(tier);
  if (ends === undefined) {
    ends = new Map();
    if (runs.endByTier.size < MAX_RUNS) runs.endByTier.set(tier, ends);
  }
  writeBytes(ends.get(documentType) ?? keepRun(ends, documentType, MAX_RUNS, `${json(tier)}${decode(runs.product)}${json(documentType)}}`));
}

const decoder = new TextDecoder();
const decode = (run: Uint8Array) => decoder.decode(run);

function writeQuoteResponse(offers: readonly LenderOffer[]): void {
  startBytes();
  writeBytes(OPEN);
  for (let i = 0; i < offers.length; i += 1) {
    if (i > 0) writeByte(COMMA);
    writeOffer(offers[i]!);
  }
  writeBytes(CLOSE);
}

/** `{"lenders": offers}` as UTF-8 JSON, exactly the bytes of JSON.stringify for offers quoteLenders built. */
export function quoteResponseBytes(offers: readonly LenderOffer[]): Uint8Array {
  writeQuoteResponse(offers);
  return takeBytes();
}

/**
 * The same bytes as quoteResponseBytes without a copy of their own: a view of the writer's scratch buffer,
 * overwritten by the next answer, so the caller copies it at once (the API copies it into a buffer it
 * reuses, rather than leaving 30 KB of garbage behind every fresh quote).
 */
export function quoteResponseView(offers: readonly LenderOffer[]): Uint8Array {
  writeQuoteResponse(offers);
  return viewBytes();
}
