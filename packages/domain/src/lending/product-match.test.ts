import { describe, expect, it } from 'vitest';
import { documentTypeOf, matchProduct, offersLowDoc, type LoanFacts } from './product-match';
import { testProduct } from './test-fixtures';

// Issue 3 "Lender panel": products with "asset types and lender-display categories, new/used/demo and
// vehicle age limits, amount and term ranges, maximum balloon, rate by credit band and document type".
const loan = (over: Partial<LoanFacts> = {}): LoanFacts => ({
  loanUsage: 'PERSONAL', creditBand: 'GREAT', amountToBorrowCents: 3_000_000, balloonPercent: 0, termYears: 5,
  assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2020, asOfYear: 2026, ...over,
});
const reason = (over: Partial<LoanFacts>, product = testProduct()) => {
  const m = matchProduct(product, loan(over));
  return m.ok ? 'OK' : m.reason;
};

describe('matchProduct', () => {
  it('quotes the rate of the credit band, full doc by default', () => {
    expect(matchProduct(testProduct(), loan())).toEqual({ ok: true, terms: { termYears: 5, ratePercent: 7.5, documentType: 'FULL_DOC' } });
    expect(matchProduct(testProduct(), loan({ creditBand: 'POOR' }))).toMatchObject({ terms: { ratePercent: 14.5 } });
  });

  it('refuses another loan usage, loan type, asset type, category or condition', () => {
    expect(reason({ loanUsage: 'BUSINESS' })).toBe('LOAN_USAGE');
    expect(reason({ loanType: 'LEASE_RENTAL' }, testProduct({ loanTypes: ['CHATTEL_MORTGAGE'] }))).toBe('LOAN_TYPE');
    expect(reason({ loanType: 'LEASE_RENTAL' })).toBe('OK'); // no loanTypes: any
    expect(reason({ assetType: 'BOAT' })).toBe('ASSET_TYPE');
    expect(reason({ assetCategory: 'GREY_IMPORTS' }, testProduct({ categories: ['PASSENGER'] }))).toBe('CATEGORY');
    expect(reason({ assetCategory: 'GREY_IMPORTS' })).toBe('OK'); // no categories: any
    expect(reason({ condition: 'DEMO' }, testProduct({ conditions: ['NEW'] }))).toBe('CONDITION');
  });

  it('vehicle age at the start and at the end of the term', () => {
    expect(reason({ buildYear: 2014 })).toBe('OK'); // 12 years old
    expect(reason({ buildYear: 2013 })).toBe('VEHICLE_AGE');
    const endLimit = testProduct({ maxAgeAtEndOfTermYears: 18 });
    expect(reason({ buildYear: 2014, termYears: 6 }, endLimit)).toBe('OK'); // 12 + 6 = 18
    expect(reason({ buildYear: 2014, termYears: 7 }, endLimit)).toBe('AGE_AT_END_OF_TERM'); // 12 + 7 > 18
    expect(reason({ buildYear: undefined, condition: 'USED' })).toBe('OK'); // unknown age is not judged
    expect(reason({ buildYear: undefined, condition: 'NEW', termYears: 7 }, testProduct({ maxAgeAtEndOfTermYears: 6 }))).toBe('AGE_AT_END_OF_TERM');
  });

  it('amount range is inclusive, in cents', () => {
    expect(reason({ amountToBorrowCents: 500_000 })).toBe('OK');
    expect(reason({ amountToBorrowCents: 499_999 })).toBe('AMOUNT');
    expect(reason({ amountToBorrowCents: 10_000_000 })).toBe('OK');
    expect(reason({ amountToBorrowCents: 10_000_001 })).toBe('AMOUNT');
  });

  it('a balloon above the maximum is refused', () => {
    expect(reason({ balloonPercent: 40 })).toBe('OK');
    expect(reason({ balloonPercent: 40.01 })).toBe('BALLOON');
    expect(reason({ balloonPercent: 10 }, testProduct({ maxBalloonPercent: 0 }))).toBe('BALLOON');
  });

  it('brings the term inside the product range (spec 2 §4: selecting a lender copies its loanTerm)', () => {
    const p = testProduct({ minTermYears: 2, maxTermYears: 5 });
    expect(matchProduct(p, loan({ termYears: 7 }))).toMatchObject({ ok: true, terms: { termYears: 5 } });
    expect(matchProduct(p, loan({ termYears: 1 }))).toMatchObject({ ok: true, terms: { termYears: 2 } });
  });

  it('document type: the one asked for, else full, then low, then alt doc; a missing band is not lent to', () => {
    const p = testProduct({ rates: { FULL_DOC: { GREAT: 7 }, LOW_DOC: { GREAT: 8.5, DECENT: 10 }, ALT_DOC: { DECENT: 11 } } });
    expect(matchProduct(p, loan({ documentType: 'LOW_DOC' }))).toMatchObject({ terms: { ratePercent: 8.5, documentType: 'LOW_DOC' } });
    expect(matchProduct(p, loan({ creditBand: 'DECENT' }))).toMatchObject({ terms: { ratePercent: 10, documentType: 'LOW_DOC' } });
    expect(reason({ creditBand: 'POOR' }, p)).toBe('CREDIT_BAND');
    expect(reason({ documentType: 'ALT_DOC', creditBand: 'GREAT' }, p)).toBe('CREDIT_BAND');
    expect(reason({ documentType: 'LOW_DOC' })).toBe('DOCUMENT_TYPE');
  });
});

describe('documentTypeOf and offersLowDoc', () => {
  it('reads the doc variant of the finance type (docs/decisions/002)', () => {
    expect(documentTypeOf('COMMERCIAL_LOW_DOC')).toBe('LOW_DOC');
    expect(documentTypeOf('COMMERCIAL_LEASE_ALT_DOC')).toBe('ALT_DOC');
    expect(documentTypeOf('COMMERCIAL_FULL_DOC')).toBe('FULL_DOC');
    expect(documentTypeOf('COMMERCIAL')).toBeUndefined();
    expect(documentTypeOf(undefined)).toBeUndefined();
  });
  it('a low-doc product offers a low-doc rate', () => {
    expect(offersLowDoc(testProduct())).toBe(false);
    expect(offersLowDoc(testProduct({ rates: { FULL_DOC: { GREAT: 7 }, LOW_DOC: { DECENT: 9 } } }))).toBe(true);
  });
});
