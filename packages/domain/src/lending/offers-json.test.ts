import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LenderOffer, QuoteRequest } from '../contracts/lenders';
import { DocumentCode } from '../enums/index';
import { OFFER_JSON_FIELDS, quoteResponseBytes } from './offers-json';
import { quoteLenders } from './quote';
import { testLender, testProduct } from './test-fixtures';

// Issue 3 "Quotes": the answer of POST /api/lenders/quotes is `{ "lenders": LenderOffer[] }`. The fast
// writer must give exactly the bytes of JSON.stringify's text in UTF-8.
const encoder = new TextEncoder();
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
function expectSame(offers: readonly LenderOffer[]) {
  const [got, want] = [quoteResponseBytes(offers), encoder.encode(JSON.stringify({ lenders: offers }))];
  if (!sameBytes(got, want)) expect(new TextDecoder().decode(got)).toBe(new TextDecoder().decode(want));
  expect(sameBytes(got, want)).toBe(true);
}

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 100),
  fc.integer({ min: -1e16, max: 1e16 }).map((k) => k / 100),
  fc.integer({ min: 0, max: 1e6 }).map((k) => k / 1_000),
  fc.constantFrom(0, -0, 0.01, 0.1, 0.05, 1e-7, 1e21, 123e18, 9_999_999_999_999.99, NaN, Infinity, -Infinity),
);
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('"quoted"', 'back\\slash', 'line\nbreak', 'Kōwhai Finance', '\u2028'));

const anyOffer = fc.record({
  lenderName: anyString,
  matchingEngineLenderId: anyString,
  monthlyRepaymentAmount: anyNumber,
  fortnightlyRepaymentAmount: anyNumber,
  weeklyRepaymentAmount: anyNumber,
  advertisedRateInPercent: anyNumber,
  comparisonRateInPercent: anyNumber,
  upfrontFeeAmount: anyNumber,
  monthlyOngoingFeeAmount: anyNumber,
  turnaroundTimeInDays: anyNumber,
  loanTerm: anyNumber,
  vehicleUrl: fc.option(anyString, { nil: null }),
  financeTotal: anyNumber,
  balloonAmount: anyNumber,
  standardComparisonRateInPercent: anyNumber,
  requiredDocuments: fc.dictionary(fc.constantFrom(...DocumentCode.options), anyString).chain((docs) => fc.constantFrom(docs, Object.freeze({ ...docs }))),
  logoUrl: anyString,
  tier: anyNumber,
  productId: anyString,
  documentType: fc.constantFrom('FULL_DOC', 'LOW_DOC', 'ALT_DOC'),
}) as fc.Arbitrary<LenderOffer>;

const sampleOffer: LenderOffer = {
  lenderName: 'Lender', matchingEngineLenderId: 'lender', monthlyRepaymentAmount: 1, fortnightlyRepaymentAmount: 0.5,
  weeklyRepaymentAmount: 0.23, advertisedRateInPercent: 7.49, comparisonRateInPercent: 8.6, upfrontFeeAmount: 400,
  monthlyOngoingFeeAmount: 10, turnaroundTimeInDays: 2, loanTerm: 5, vehicleUrl: null, financeTotal: 31_300, balloonAmount: 0,
  standardComparisonRateInPercent: 8.6, requiredDocuments: {}, logoUrl: '/logo.svg', tier: 1, productId: 'car', documentType: 'FULL_DOC',
};

describe('quote answers written as JSON', () => {
  it('writes numbers as JSON.stringify does', () => {
    fc.assert(fc.property(anyNumber, (x) => expectSame([{ ...sampleOffer, monthlyRepaymentAmount: x, tier: x }])), { numRuns: 20_000 });
  });

  it('writes any offers as JSON.stringify and UTF-8 do', () => {
    fc.assert(fc.property(fc.array(anyOffer, { maxLength: 5 }), (offers) => {
      expectSame(offers);
      expectSame(offers); // again, now that strings and frozen maps are remembered
    }), { numRuns: 2_000 });
  });

  it('writes offers that share one frozen documents map but differ in any one other field', () => {
    const shared = Object.freeze({ PRIVACY_FORM: 'Privacy form' });
    const changed = fc.oneof(
      ...(['lenderName', 'matchingEngineLenderId', 'logoUrl', 'productId'] as const).map((field) =>
        anyString.map((value) => ({ [field]: value }))),
      ...(['upfrontFeeAmount', 'monthlyOngoingFeeAmount', 'turnaroundTimeInDays'] as const).map((field) =>
        anyNumber.map((value) => ({ [field]: value }))),
    );
    fc.assert(fc.property(anyOffer, changed, (offer, change) => {
      const first = { ...offer, requiredDocuments: shared };
      expectSame([first, { ...first, ...change }, first]);
    }), { numRuns: 2_000 });
  });

  it('writes every field of the LenderOffer contract, in the order quoteLenders builds them', () => {
    expect([...OFFER_JSON_FIELDS]).toEqual(Object.keys(LenderOffer.shape));
    const panel = [5, 7.49, 9.95, 12.5].map((rate, i) =>
      testLender({ id: `lender-${i}`, name: `Lender "${i}"` }, [testProduct({ rates: { FULL_DOC: { DECENT: rate } }, upfrontFee: 99.95 * i, monthlyFee: i * 2.5 })]));
    fc.assert(fc.property(fc.integer({ min: 8_000, max: 120_000 }), fc.constantFrom(0, 10, 25), fc.integer({ min: 1, max: 7 }), (price, balloon, term) => {
      const request = QuoteRequest.parse({
        partnerId: 'demo', country: 'AU',
        loan: { purchasePrice: price + 0.45, deposit: 1_000, tradeIn: 0, balloon, loanTerm: term, loanUsage: 'PERSONAL' },
        vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2022 },
      });
      const offers = quoteLenders(panel, {}, request, { asOf: '2026-03-15' });
      expect(Object.keys(offers[0] ?? LenderOffer.shape)).toEqual([...OFFER_JSON_FIELDS]);
      expectSame(offers);
    }), { numRuns: 300 });
  });
});
