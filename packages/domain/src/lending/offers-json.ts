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

const OPEN = utf8('{"lenders":[');
const CLOSE = utf8(']}');
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

function writeOffer(p: PricedQuote, k: number): void {
  const candidate = p.candidates[k]!;
  const runs = candidate.jsonRuns ??= runsOf(offerOf(p, k));
  writeBytes(runs[0]!);
  writeHundredths(p.monthlyCents[k]!);
  writeBytes(runs[1]!);
  writeHundredths(p.fortnightlyCents[k]!);
  writeBytes(runs[2]!);
  writeHundredths(p.weeklyCents[k]!);
  writeBytes(runs[3]!);
  writeNumber(p.comparisonRatePercent[k]!);
  writeBytes(runs[4]!);
  writeNumber(p.termYears[k]!);
  writeBytes(runs[5]!);
  writeHundredths(p.financeTotalCents[k]!);
  writeBytes(runs[6]!);
  writeHundredths(p.balloonCents);
  writeBytes(runs[7]!);
}

function writeQuoteResponse(p: PricedQuote, into?: Uint8Array): void {
  startBytes(into);
  writeBytes(OPEN);
  for (let i = 0; i < p.count; i += 1) {
    if (i > 0) writeByte(COMMA);
    writeOffer(p, p.order[i]!);
  }
  writeBytes(CLOSE);
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
