import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LenderOffer, QuoteRequest, type QuoteRequestInput } from '../contracts/lenders';
import { quoteLenders, type QuotePartner } from './quote';
import { sortOffers } from './sort';
import { naiveComparisonPercent, naivePayment, round2 } from '../testing/naive';
import { testLender, testProduct } from './test-fixtures';

// Issue 3 "Quotes": the definitions partners and tests rely on, checked against a naive implementation
// shared with the other tests (testing/naive: month-by-month balances and plain sums, solved by bisection).

const request = (over: { loan?: Partial<QuoteRequestInput['loan']>; vehicle?: Partial<QuoteRequestInput['vehicle']> } & Omit<Partial<QuoteRequestInput>, 'loan' | 'vehicle'> = {}) =>
  QuoteRequest.parse({
    partnerId: 'demo',
    country: 'AU',
    ...over,
    loan: { purchasePrice: 35_000, deposit: 5_000, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL', ...over.loan },
    vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021, ...over.vehicle },
  });
const partner: QuotePartner = { lenderSorting: 'CHEAPEST' };
const ctx = { asOf: '2026-03-15' };

describe('quoteLenders: one lender against an independent computation (issue 3 definitions)', () => {
  it('no balloon: financeTotal, monthly with fee, weekly and fortnightly, comparison rate, standard rate', () => {
    const [offer] = quoteLenders([testLender()], partner, request({ applicant: { selfAssessedCreditHistory: 'GREAT' } }), ctx);
    // amount to borrow 30,000; commission 3% (spec 1 §9 default) 900; upfront fee 400.
    expect(offer!.financeTotal).toBe(31_300);
    const monthly = round2(naivePayment(31_300, 7.5, 60, 0)) + 10;
    expect(offer!.monthlyRepaymentAmount).toBeCloseTo(monthly, 10);
    expect(offer!.weeklyRepaymentAmount).toBeCloseTo(round2(monthly / 4.3), 10); // spec 2 §9
    expect(offer!.fortnightlyRepaymentAmount).toBeCloseTo(round2(monthly / 2), 10);
    expect(offer!.comparisonRateInPercent).toBe(round2(naiveComparisonPercent(30_000, monthly, 60, 0)));
    const standardMonthly = round2(naivePayment(30_400, 7.5, 60, 0)) + 10;
    expect(offer!.standardComparisonRateInPercent).toBe(round2(naiveComparisonPercent(30_000, standardMonthly, 60, 0)));
    expect(offer).toMatchObject({
      advertisedRateInPercent: 7.5, upfrontFeeAmount: 400, monthlyOngoingFeeAmount: 10, turnaroundTimeInDays: 2, loanTerm: 5,
      balloonAmount: 0, vehicleUrl: null, tier: 1, documentType: 'FULL_DOC', productId: 'test-lender-car',
      logoUrl: '/api/lenders/test-lender/logo.svg',
      requiredDocuments: { DRIVER_LICENCE_FRONT: 'Driver licence (front)', PRIVACY_FORM: 'Privacy form' },
    });
  });

  it('with a balloon of the purchase price, a trade-in and a DOLLAR commission', () => {
    const req = request({ loan: { purchasePrice: 48_000, deposit: 3_000, tradeIn: 5_000, balloon: 25, loanTerm: 4 } });
    const [offer] = quoteLenders([testLender()], { lenderSorting: 'CHEAPEST', financeTypeCommission: {
      consumer: { value: 990, type: 'DOLLAR' }, commercial: { value: 1, type: 'PERCENTAGE' },
    } }, req, ctx);
    // 40,000 + 400 + 990; balloon 25% of 48,000 = 12,000; DECENT rate by default.
    expect(offer).toMatchObject({ financeTotal: 41_390, balloonAmount: 12_000, advertisedRateInPercent: 9.5 });
    const monthly = round2(naivePayment(41_390, 9.5, 48, 12_000)) + 10;
    expect(offer!.monthlyRepaymentAmount).toBeCloseTo(monthly, 10);
    expect(offer!.comparisonRateInPercent).toBe(round2(naiveComparisonPercent(40_000, monthly, 48, 12_000)));
  });

  it('comparison rate is at least the advertised rate when fees are charged', () => {
    const [offer] = quoteLenders([testLender()], partner, request(), ctx);
    expect(offer!.comparisonRateInPercent).toBeGreaterThan(offer!.advertisedRateInPercent);
  });
});

describe('quoteLenders: panel rules (issue 3 "Lender panel")', () => {
  it('commission: consumer for personal and novated use, commercial for business (spec 1 §3 financeTypeCommission)', () => {
    const commissions: QuotePartner = { financeTypeCommission: { consumer: { value: 2, type: 'PERCENTAGE' }, commercial: { value: 500, type: 'DOLLAR' } } };
    const business = testLender({}, [testProduct({ loanUsages: ['BUSINESS'] })]);
    expect(quoteLenders([testLender()], commissions, request(), ctx)[0]!.financeTotal).toBe(30_000 + 600 + 400);
    expect(quoteLenders([business], commissions, request({ loan: { loanUsage: 'BUSINESS' } }), ctx)[0]!.financeTotal).toBe(30_000 + 500 + 400);
  });

  it('one offer per lender: its cheapest eligible product', () => {
    const lender = testLender({}, [
      testProduct({ id: 'test-lender-dear', rates: { FULL_DOC: { DECENT: 11 } } }),
      testProduct({ id: 'test-lender-cheap', rates: { FULL_DOC: { DECENT: 8 } } }),
      testProduct({ id: 'test-lender-boats', assetTypes: ['BOAT'], rates: { FULL_DOC: { DECENT: 5 } } }),
    ]);
    const offers = quoteLenders([lender], partner, request(), ctx);
    expect(offers.map((o) => o.productId)).toEqual(['test-lender-cheap']);
  });

  it('LOW_DOC partners take a lender\'s low-doc product before a cheaper full-doc one, and list low-doc lenders first', () => {
    const both = testLender({ id: 'both-lender' }, [
      testProduct({ id: 'both-full', rates: { FULL_DOC: { DECENT: 7 } } }),
      testProduct({ id: 'both-low', rates: { FULL_DOC: { DECENT: 8 }, LOW_DOC: { DECENT: 9 } } }),
    ]);
    const cheap = testLender({ id: 'cheap-lender', name: 'Cheap' }, [testProduct({ rates: { FULL_DOC: { DECENT: 6 } } })]);
    const offers = quoteLenders([cheap, both], { lenderSorting: 'LOW_DOC' }, request(), ctx);
    expect(offers.map((o) => o.productId)).toEqual(['both-low', 'test-lender-car']);
    expect(quoteLenders([cheap, both], partner, request(), ctx).map((o) => o.productId)).toEqual(['test-lender-car', 'both-full']);
  });

  it('country, lender rules, product rules and bureau facts exclude lenders', () => {
    const nz = testLender({ id: 'nz-lender', countries: ['NZ'] });
    const picky = testLender({ id: 'picky-lender', eligibility: { residency: ['AUSTRALIAN_CITIZEN'] } });
    const earner = testLender({ id: 'earner-lender' }, [testProduct({ eligibility: { minAnnualIncome: 80_000 } })]);
    const clean = testLender({ id: 'clean-lender', eligibility: { excludedCreditHistories: ['BANKRUPT'] } });
    const req = request({ applicant: { residency: 'VISA_HOLDER', annualIncome: 60_000 } });
    const ids = (bureau?: object) => quoteLenders([nz, picky, earner, clean], partner, req, { ...ctx, bureau }).map((o) => o.matchingEngineLenderId);
    expect(ids()).toEqual(['clean-lender']);
    expect(ids({ creditHistory: 'BANKRUPT' })).toEqual([]);
  });

  it('waterfall tiers and make-specific tiers choose and order the lenders', () => {
    const a = testLender({ id: 'lender-a', name: 'A' }, [testProduct({ rates: { FULL_DOC: { DECENT: 7 } } })]);
    const b = testLender({ id: 'lender-b', name: 'B' }, [testProduct({ rates: { FULL_DOC: { DECENT: 12 } } })]);
    const c = testLender({ id: 'lender-c', name: 'C' });
    const tiers: QuotePartner = {
      waterfallLenders: [{ showLenderDetails: true, lenders: ['lender-b'] }, { showLenderDetails: false, lenders: ['lender-a'] }],
      makeSpecificLenders: [{ make: 'Sample', tierLenders: [{ showLenderDetails: true, lenders: ['lender-c'] }] }],
    };
    expect(quoteLenders([a, b, c], tiers, request(), ctx).map((o) => [o.matchingEngineLenderId, o.tier])).toEqual([['lender-b', 1], ['lender-a', 2]]);
    expect(quoteLenders([a, b, c], tiers, request({ vehicle: { make: { name: 'sample' } } }), ctx).map((o) => o.matchingEngineLenderId)).toEqual(['lender-c']);
  });

  it('nothing to borrow, or a balloon at or above the amount financed: no offers', () => {
    // 13,000 + 400 fee + 390 commission = 13,790 financed; the balloon is 40% of 35,000 = 14,000.
    expect(quoteLenders([testLender()], partner, request({ loan: { deposit: 35_000 } }), ctx)).toEqual([]);
    expect(quoteLenders([testLender()], partner, request({ loan: { deposit: 22_000, balloon: 40 } }), ctx)).toEqual([]);
  });
});

describe('quoteLenders: properties over random loans', () => {
  const panel = [5, 6.5, 8, 11, 15].map((rate, i) =>
    testLender({ id: `lender-${i}`, name: `Lender ${i}` }, [testProduct({ rates: { FULL_DOC: { DECENT: rate } }, upfrontFee: 100 * i, monthlyFee: i * 2.5 })]));
  const loans = fc.record({
    purchasePrice: fc.integer({ min: 8_000, max: 120_000 }),
    depositShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
    balloon: fc.constantFrom(0, 10, 20, 30),
    loanTerm: fc.integer({ min: 1, max: 7 }),
  });

  it('sorted by monthly repayment; weekly and fortnightly from the monthly (spec 2 §9); comparison rate at least the advertised', () => {
    fc.assert(fc.property(loans, ({ purchasePrice, depositShare, balloon, loanTerm }) => {
      const deposit = Math.round(purchasePrice * depositShare);
      const offers = quoteLenders(panel, partner, request({ loan: { purchasePrice, deposit, balloon, loanTerm } }), ctx);
      offers.forEach((o, i) => {
        if (i > 0) expect(o.monthlyRepaymentAmount).toBeGreaterThanOrEqual(offers[i - 1]!.monthlyRepaymentAmount);
        expect(o.weeklyRepaymentAmount).toBeCloseTo(round2(o.monthlyRepaymentAmount / 4.3), 10);
        expect(o.fortnightlyRepaymentAmount).toBeCloseTo(round2(o.monthlyRepaymentAmount / 2), 10);
        expect(o.financeTotal).toBeGreaterThan(purchasePrice - deposit);
        expect(o.balloonAmount).toBeCloseTo(round2((purchasePrice * balloon) / 100), 10);
        expect(o.comparisonRateInPercent).toBeGreaterThanOrEqual(o.advertisedRateInPercent);
        expect(Number.isInteger(Math.round(o.monthlyRepaymentAmount * 100))).toBe(true);
      });
    }), { numRuns: 200 });
  });
});

describe('quoteLenders: the partner\'s order, whatever the loan (spec 1 §3 lender sort)', () => {
  // Lenders whose order changes with the loan: a large establishment fee at a low rate against no fee at a
  // higher one, amount limits that take lenders in and out, and two lenders priced alike (the tie goes to
  // the name, then the id).
  const panel = [
    testLender({ id: 'fee-heavy', name: 'Fee Heavy' }, [testProduct({ rates: { FULL_DOC: { DECENT: 5 } }, upfrontFee: 2_500, monthlyFee: 0 })]),
    testLender({ id: 'no-fee', name: 'No Fee' }, [testProduct({ rates: { FULL_DOC: { DECENT: 9 } }, upfrontFee: 0, monthlyFee: 0 })]),
    testLender({ id: 'small-only', name: 'Small Only' }, [testProduct({ rates: { FULL_DOC: { DECENT: 6 } }, maxAmount: 25_000 })]),
    testLender({ id: 'large-only', name: 'Large Only' }, [testProduct({ rates: { FULL_DOC: { DECENT: 6.5 } }, minAmount: 40_000 })]),
    testLender({ id: 'twin-b', name: 'Twin' }, [testProduct({ rates: { FULL_DOC: { DECENT: 8 } } })]),
    testLender({ id: 'twin-a', name: 'Twin' }, [testProduct({ rates: { FULL_DOC: { DECENT: 8 } } })]),
    testLender({ id: 'monthly-fee', name: 'Monthly Fee' }, [testProduct({ rates: { FULL_DOC: { DECENT: 4.5 } }, upfrontFee: 0, monthlyFee: 40 })]),
    testLender({ id: 'low-doc', name: 'Low Doc' }, [testProduct({ rates: { FULL_DOC: { DECENT: 10 }, LOW_DOC: { DECENT: 11 } } })]),
  ];
  // What the partner's sort reads of an offer (its one product is low-doc for the low-doc lender alone).
  const sortable = (o: LenderOffer) => ({ ...o, lowDoc: o.matchingEngineLenderId === 'low-doc' });
  const loan = fc.record({ purchasePrice: fc.integer({ min: 8_000, max: 110_000 }), loanTerm: fc.integer({ min: 1, max: 7 }) });

  it('puts every quote in the order lending/sort gives its offers', () => {
    fc.assert(fc.property(loan, fc.constantFrom('CHEAPEST', 'LOW_DOC'), ({ purchasePrice, loanTerm }, sorting) => {
      const offers = quoteLenders(panel, { lenderSorting: sorting }, request({ loan: { purchasePrice, loanTerm } }), ctx);
      expect(offers.map((o) => o.matchingEngineLenderId)).toEqual(sortOffers(offers.map(sortable), sorting).map((o) => o.matchingEngineLenderId));
    }), { numRuns: 200 });
    // The twins tie on everything but the id.
    const ids = quoteLenders(panel, { lenderSorting: 'CHEAPEST' }, request({ loan: { purchasePrice: 30_000 } }), ctx).map((o) => o.matchingEngineLenderId);
    expect(ids.indexOf('twin-a')).toBe(ids.indexOf('twin-b') - 1);
  });
});
