import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LenderOffer, QuoteRequest } from '../contracts/lenders';
import { fromCents } from '../finance/money';
import { startBytes, takeBytes, writeHundredths, writeNumber } from './json-bytes';
import { OFFER_JSON_FIELDS, quoteResponseBytes } from './offers-json';
import type { LenderWithProducts } from './panel';
import { priceQuote, quoteLenders, type QuotePartner } from './quote';
import { testLender, testProduct } from './test-fixtures';

// Issue 3 "Quotes": the answer of POST /api/lenders/quotes is `{ "lenders": LenderOffer[] }`. The fast
// writer must give exactly the bytes of JSON.stringify's text of quoteLenders' offers, in UTF-8 (issue 8:
// speed never changes an amount).
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
function expectSame(got: Uint8Array, wantText: string) {
  const want = encoder.encode(wantText);
  if (!sameBytes(got, want)) expect(decoder.decode(got)).toBe(wantText);
  expect(sameBytes(got, want)).toBe(true);
}
const written = (write: () => void) => {
  startBytes();
  write();
  return takeBytes();
};

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 100),
  fc.integer({ min: -1e16, max: 1e16 }).map((k) => k / 100),
  fc.integer({ min: 0, max: 1e6 }).map((k) => k / 1_000),
  fc.constantFrom(0, -0, 0.01, 0.1, 0.05, 1e-7, 1e21, 123e18, 9_999_999_999_999.99, NaN, Infinity, -Infinity),
);
const anyCents = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e16, max: 1e16 }), fc.constantFrom(0, -0, 1, 10, 99, 2 ** 31, 2 ** 31 - 1, 1e15 - 1, 1e15, 0.5, -2.25));
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('"quoted"', 'back\\slash', 'line\nbreak', 'Kōwhai Finance', '\u2028'));

const request = (price: number, balloon: number, loanTerm: number) => QuoteRequest.parse({
  partnerId: 'demo', country: 'AU',
  loan: { purchasePrice: price, deposit: 1_000, tradeIn: 0, balloon, loanTerm, loanUsage: 'PERSONAL' },
  vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2022 },
});
const loans = fc.tuple(fc.integer({ min: 2_000, max: 400_000 }).map((d) => d + 0.45), fc.constantFrom(0, 10, 25, 45), fc.integer({ min: 1, max: 7 }));

let offersWritten = 0;
function expectAnswer(panel: readonly LenderWithProducts[], partner: QuotePartner, [price, balloon, term]: [number, number, number]) {
  const req = request(price, balloon, term);
  const offers = quoteLenders(panel, partner, req, { asOf: '2026-03-15' });
  offersWritten += offers.length;
  expectSame(quoteResponseBytes(priceQuote(panel, partner, req, { asOf: '2026-03-15' })), JSON.stringify({ lenders: offers }));
}

describe('quote answers written as JSON', () => {
  it('writes numbers, and amounts from whole cents, as JSON.stringify does', () => {
    fc.assert(fc.property(anyNumber, (x) => expectSame(written(() => writeNumber(x)), JSON.stringify(x))), { numRuns: 20_000 });
    fc.assert(fc.property(anyCents, (cents) => {
      expectSame(written(() => writeHundredths(cents)), JSON.stringify(fromCents(cents)));
    }), { numRuns: 20_000 });
  });

  it('writes every field of the LenderOffer contract, in the order quoteLenders builds them', () => {
    expect([...OFFER_JSON_FIELDS]).toEqual(Object.keys(LenderOffer.shape));
    const offers = quoteLenders([testLender()], {}, request(30_000, 0, 5), { asOf: '2026-03-15' });
    expect(Object.keys(offers[0]!)).toEqual([...OFFER_JSON_FIELDS]);
  });

  it('writes a priced quote as JSON.stringify writes its offers, whatever the lenders\' text and numbers', () => {
    const anyLender = fc.record({
      name: anyString, id: anyString, logoUrl: fc.option(anyString, { nil: undefined }),
      rate: fc.integer({ min: 0, max: 3_000 }).map((h) => h / 100), upfrontFee: fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
      monthlyFee: fc.integer({ min: 0, max: 5_000 }).map((c) => c / 100), turnaroundDays: fc.integer({ min: 0, max: 30 }),
      minTermYears: fc.integer({ min: 1, max: 4 }), maxTermYears: fc.integer({ min: 4, max: 7 }),
    });
    fc.assert(fc.property(fc.array(anyLender, { minLength: 1, maxLength: 6 }), fc.array(loans, { minLength: 1, maxLength: 4 }), fc.constantFrom<QuotePartner>({}, { lenderSorting: 'LOW_DOC' }), (lenders, asked, partner) => {
      const panel = lenders.map((l, i) => testLender({ id: `${l.id}-${i}`, name: l.name, logoUrl: l.logoUrl }, [testProduct({
        id: `${l.id}-product`, rates: { FULL_DOC: { DECENT: l.rate } }, upfrontFee: l.upfrontFee, monthlyFee: l.monthlyFee,
        turnaroundDays: l.turnaroundDays, minTermYears: l.minTermYears, maxTermYears: l.maxTermYears, maxAmount: 500_000,
      })]));
      // Each loan twice: the second time the runs kept with the candidates are written.
      for (const loan of [...asked, ...asked]) expectAnswer(panel, partner, loan);
    }), { numRuns: 300 });
    expect(offersWritten).toBeGreaterThan(1_000);
  });
});
