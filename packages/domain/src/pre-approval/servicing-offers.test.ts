import { describe, expect, it } from 'vitest';
import type { LenderOffer } from '../contracts/lenders';
import { ServiceabilityInput } from '../serviceability/input';
import { naivePayment } from '../testing/naive';
import { assessedLoanOf, servicingOffers } from './servicing-offers';

// Issue 3: serviceability returns "lenders (the offers that still service)", each offer's own loan assessed at
// its rate plus the buffer (finance.md "Serviceability").
const offer = (id: string, financeTotal: number, rate: number): LenderOffer => ({
  lenderName: id, matchingEngineLenderId: id, monthlyRepaymentAmount: 0, fortnightlyRepaymentAmount: 0, weeklyRepaymentAmount: 0,
  advertisedRateInPercent: rate, comparisonRateInPercent: rate, upfrontFeeAmount: 0, monthlyOngoingFeeAmount: 10, turnaroundTimeInDays: 1,
  loanTerm: 5, vehicleUrl: null, financeTotal, balloonAmount: 0, standardComparisonRateInPercent: rate, requiredDocuments: {}, logoUrl: '',
  tier: 1, productId: `${id}-p`, documentType: 'FULL_DOC',
});

// Naive buffered payment: a month-by-month balance solved by bisection, to the cent.
const naiveBuffered = (principal: number, annualPercent: number, months: number) => Math.round(naivePayment(principal, annualPercent, months) * 100) / 100;

describe('servicingOffers', () => {
  it('keeps, in order, the offers whose own repayment at rate + 3 fits the surplus', () => {
    const input = ServiceabilityInput.parse({ amountPaidInBankAccountMonthly: 4_000, residencyExpenses: 1_500, monthlyRepayment: 100 });
    // Room for a repayment: 4,000 − 1,680 (benchmark) − 1,500 = 820.
    const offers = [offer('a', 30_000, 7), offer('b', 40_000, 7), offer('c', 20_000, 15), offer('d', 38_000, 6)];
    const kept = servicingOffers(offers, input).map((o) => o.matchingEngineLenderId);
    const expected = offers.filter((o) => naiveBuffered(o.financeTotal, o.advertisedRateInPercent + 3, 60) + 10 <= 820).map((o) => o.matchingEngineLenderId);
    expect(kept).toEqual(expected);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(offers.length);
  });

  it('reads the offer\'s loan: finance total, rate, term in months, balloon and fee in cents', () => {
    expect(assessedLoanOf({ financeTotal: 30_900.5, advertisedRateInPercent: 7.49, loanTerm: 4, balloonAmount: 3_000, monthlyOngoingFeeAmount: 8.5 }))
      .toEqual({ financeTotalCents: 3_090_050, annualRatePercent: 7.49, termMonths: 48, balloonCents: 300_000, monthlyFeeCents: 850 });
  });
});
