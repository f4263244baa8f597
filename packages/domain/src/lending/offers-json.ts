import type { LenderOffer } from '../contracts/lenders';
import { startBytes, takeBytes, utf8, viewBytes, writeByte, writeBytes, writeHundredths, writeNumber } from './json-bytes';
import { offerOf, type PricedQuote } from './quote';

// POST /api/lenders/quotes answers with 40-odd offers, about 30 KB of JSON, and a fresh quote spent as long
// serialising it with JSON.stringify (then encoding it as UTF-8) as on all of its maths. This writes the
// same bytes (lending/offers-json.test.ts holds it to JSON.stringify of quoteLenders' offers) straight from
// a priced quote's numbers, with lending/json-bytes (docs/decisions/019):
// - everything an offer shares with every other offer of its candidate product (lender, rates, fees,
//   documents, logo, tier, product) is encoded once, as eight runs with the field names around the seven
//   numbers a loan sets, and kept with the candidate in one piece of memory, so a quote reads its runs from
//   a few kilobytes that stay in the cache rather than from hundreds of scattered arrays;
// - an offer is then eight copies and seven numbers, the amounts written from their whole cents.
// The API writes fresh answers with a compiled twin of this writer (apps/api/assembly/offers-writer.ts),
// fed by offerRuns and offerNumbers; this one is the reference, and writes whatever the twin declines.

/** The fields an offer is written with, in order (a test holds this to the LenderOffer contract). */
export const OFFER_JSON_FIELDS = [
  'lenderName', 'matchingEngineLenderId', 'monthlyRepaymentAmount', 'fortnightlyRepaymentAmount', 'weeklyRepaymentAmount',
  'advertisedRateInPercent', 'comparisonRateInPercent', 'upfrontFeeAmount', 'monthlyOngoingFeeAmount', 'turnaroundTimeInDays',
  'loanTerm', 'vehicleUrl', 'financeTotal', 'balloonAmount', 'standardComparisonRateInPercent', 'requiredDocuments', 'logoUrl',
  'tier', 'productId', 'documentType',
] as const satisfies ReadonlyArray<keyof LenderOffer>;
type Field = (typeof OFFER_JSON_FIELDS)[number];

/** The fields the loan sets, in the order written; writeOffer writes their values in this order. */
const LOAN_FIELDS: ReadonlySet<Field> = new Set<Field>([
  'monthlyRepaymentAmount', 'fortnightlyRepaymentAmount', 'weeklyRepaymentAmount', 'comparisonRateInPercent', 'loanTerm', 'financeTotal',
  'balloonAmount',
]);

/** What an answer's offers go between: the compiled writer copies these too. */
export const ANSWER_OPEN = utf8('{"lenders":[');
export const ANSWER_CLOSE = utf8(']}');
const COMMA = 0x2c;

/**
 * The text of `offer` around its loan's fields: runs[i] ends with the name of the i-th loan field, the
 * last run closes the offer. Made from an offer of the candidate, so what it holds is exactly what
 * JSON.stringify writes for those fields; the runs are views of one array.
 */
function runsOf(offer: LenderOffer): Uint8Array[] {
  const texts: string[] = [];
  let text = '';
  for (const field of OFFER_JSON_FIELDS) {
    text += `${field === OFFER_JSON_FIELDS[0] ? '{' : ','}"${field}":`;
    if (LOAN_FIELDS.has(field)) {
      texts.push(text);
      text = '';
    } else {
      text += JSON.stringify(offer[field]);
    }
  }
  texts.push(`${text}}`);
  const encoded = texts.map(utf8);
  const whole = new Uint8Array(encoded.reduce((sum, run) => sum + run.length, 0));
  let start = 0;
  return encoded.map((run) => {
    whole.set(run, start);
    start += run.length;
    return whole.subarray(start - run.length, start);
  });
}

/** How many numbers a loan sets in an offer (LOAN_FIELDS): an offer is a run, a number, …, a number, a run. */
export const OFFER_NUMBERS = LOAN_FIELDS.size;

/**
 * Which of an offer's numbers, in the order written, are whole cents (written as units, fromCents); the
 * others (the comparison rate, the term) are decimals written as JSON.stringify writes them.
 */
export const OFFER_NUMBER_IS_CENTS: readonly boolean[] = [true, true, true, false, false, true, true];

/** Offer k's numbers in the order written (LOAN_FIELDS' order), into `to` from `at`. */
export function offerNumbers(p: PricedQuote, k: number, to: Float64Array, at: number): void {
  to[at] = p.monthlyCents[k]!;
  to[at + 1] = p.fortnightlyCents[k]!;
  to[at + 2] = p.weeklyCents[k]!;
  to[at + 3] = p.comparisonRatePercent[k]!;
  to[at + 4] = p.termYears[k]!;
  to[at + 5] = p.financeTotalCents[k]!;
  to[at + 6] = p.balloonCents;
}

/**
 * The runs of JSON offer k shares with every other offer of its candidate (OFFER_NUMBERS + 1 of them), made
 * the first time the candidate is written and kept with it. The API's compiled writer copies them once.
 */
export function offerRuns(p: PricedQuote, k: number): readonly Uint8Array[] {
  const candidate = p.candidates[k]!;
  return (candidate.jsonRuns ??= runsOf(offerOf(p, k)));
}

const numbers = new Float64Array(OFFER_NUMBERS);

function writeOffer(p: PricedQuote, k: number): void {
  const runs = offerRuns(p, k);
  offerNumbers(p, k, numbers, 0);
  for (let j = 0; j < OFFER_NUMBERS; j += 1) {
    writeBytes(runs[j]!);
    if (OFFER_NUMBER_IS_CENTS[j]) writeHundredths(numbers[j]!);
    else writeNumber(numbers[j]!);
  }
  writeBytes(runs[OFFER_NUMBERS]!);
}

function writeQuoteResponse(p: PricedQuote, into?: Uint8Array): void {
  startBytes(into);
  writeBytes(ANSWER_OPEN);
  for (let i = 0; i < p.count; i += 1) {
    if (i > 0) writeByte(COMMA);
    writeOffer(p, p.order[i]!);
  }
  writeBytes(ANSWER_CLOSE);
}

/** `{"lenders": offers}` as UTF-8 JSON: exactly the bytes of JSON.stringify for quoteLenders' offers of the same quote. */
export function quoteResponseBytes(p: PricedQuote): Uint8Array {
  writeQuoteResponse(p);
  return takeBytes();
}

/**
 * The same bytes as quoteResponseBytes without a copy of their own: a view of `into` when they fit in it
 * (the API writes fresh answers straight into the buffer they are sent from), else of the writer's own
 * memory, overwritten by the next answer, so the caller copies it at once.
 */
export function quoteResponseView(p: PricedQuote, into?: Uint8Array): Uint8Array {
  writeQuoteResponse(p, into);
  return viewBytes();
}
