import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuoteRequest, type QuoteRequestInput } from '../contracts/lenders';
import { monthlyRepaymentCents } from '../finance/repayment';
import { quoteLenders, type QuotePartner } from '../lending/quote';
import { testLender } from '../lending/test-fixtures';
import { DEFAULT_COMMISSION } from '../partner/config';
import { naivePayment } from '../testing/naive';
import { assessServiceability, FALLBACK_MONTHLY_REPAYMENT } from './assess';
import { assessGeneralLender, indicativeOffer } from './general-lender';
import { ServiceabilityInput } from './input';
import { depositWithin, largestServiceableAmount, offerLoanFor } from './largest-amount';

const partner: QuotePartner = { lenderSorting: 'CHEAPEST' };
const ctx = { asOf: '2026-03-15' };
const request = (loan: Partial<QuoteRequestInput['loan']> = {}) => QuoteRequest.parse({
  partnerId: 'demo', country: 'AU',
  loan: { purchasePrice: 95_000, deposit: 0, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL', ...loan },
  vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021 },
});
// Two lenders at different rates, so the indicative (cheapest) offer is a choice.
const panel = [
  testLender(),
  testLender({ id: 'dear-lender', name: 'Dear Lender' }, [{ ...testLender().products[0]!, id: 'dear-car', lenderId: 'dear-lender', rates: { FULL_DOC: { GREAT: 11, DECENT: 12.5, POOR: 16 } } }]),
];
const quote = (loan: Partial<QuoteRequestInput['loan']> = {}) => quoteLenders(panel, partner, request(loan), ctx);

// A renter with $5,000 a month paid into the bank: about $1,000 a month is left for a car loan.
const borrower = ServiceabilityInput.parse({
  amountPaidInBankAccountMonthly: 5_000, residencyExpenses: 1_700, transportAndVehicleExpenses: 250, otherOngoingLoansExpenses: 150,
  generalLivingExpenses: 1_600, educationExpenses: 200, healthcareExpenses: 100,
});
const richer = { ...borrower, amountPaidInBankAccountMonthly: 9_000, numberOfDependants: 0 };

describe('the general lender assesses the loan\'s own indicative repayment (issue 33 §4)', () => {
  it('takes the cheapest offer, the one the loan screen shows, at its rate plus the 3-point buffer', () => {
    const offers = quote();
    const cheapest = indicativeOffer(offers)!;
    expect(cheapest.monthlyRepaymentAmount).toBe(Math.min(...offers.map((o) => o.monthlyRepaymentAmount)));
    const { result, offer } = assessGeneralLender(richer, offers);
    expect(offer).toBe(cheapest);
    // Its own repayment, at its own rate: the figure the borrower was shown, to the cent.
    const own = monthlyRepaymentCents({ principalCents: cheapest.financeTotal * 100, annualRatePercent: cheapest.advertisedRateInPercent, termMonths: 60, monthlyFeeCents: 1_000 });
    expect(own).toBe(Math.round(cheapest.monthlyRepaymentAmount * 100));
    // Assessed at rate + 3, checked by a month-by-month naive payment.
    expect(result.assessedRepaymentCents / 100).toBeCloseTo(Math.round(naivePayment(cheapest.financeTotal, cheapest.advertisedRateInPercent + 3, 60) * 100) / 100 + 10, 2);
  });

  it('takes the offer whose repayment the payload names (the lender the borrower chose)', () => {
    const offers = quote();
    const dear = offers.find((o) => o.lenderName === 'Dear Lender')!;
    expect(indicativeOffer(offers, dear.monthlyRepaymentAmount)).toBe(dear);
    expect(indicativeOffer(offers, 1)).toBe(indicativeOffer(offers));
  });

  it('fails a $95,000 loan that a flat $300 a month would have passed', () => {
    const { result } = assessGeneralLender(borrower, quote());
    expect(result.isServicing).toBe(false);
    expect(assessServiceability(borrower).isServicing).toBe(true);
  });

  it('falls back to $300 a month (spec 2 §9) only when no lender quotes', () => {
    const { result, offer } = assessGeneralLender(borrower, [], { bufferPercent: 0 });
    expect(offer).toBeUndefined();
    expect(result.assessedRepaymentCents).toBe(FALLBACK_MONTHLY_REPAYMENT * 100);
    const named = assessGeneralLender({ ...borrower, monthlyRepayment: 450 }, [], { bufferPercent: 0 });
    expect(named.result.assessedRepaymentCents).toBe(45_000);
    expect(assessGeneralLender(borrower, quote(), { bufferPercent: 0 }).result.assessedRepaymentCents).toBe(Math.round(indicativeOffer(quote())!.monthlyRepaymentAmount * 100));
  });
});

describe('the largest amount a borrower services (issue 33 §4)', () => {
  const commission = DEFAULT_COMMISSION.consumer;

  it('prices another amount exactly as the quote does', () => {
    const offer = indicativeOffer(quote())!;
    const loanFor = offerLoanFor(offer, commission);
    for (const amount of [95_000, 41_234, 5_000]) {
      const [again] = quote({ deposit: 95_000 - amount });
      expect(loanFor(amount)!.financeTotalCents).toBe(Math.round(again!.financeTotal * 100));
    }
  });

  it('finds an amount that passes, while a dollar more fails, and the re-quoted loan passes too', () => {
    const offers = quote();
    const offer = indicativeOffer(offers)!;
    const largest = largestServiceableAmount(borrower, offerLoanFor(offer, commission), { upTo: 95_000 })!;
    expect(largest).toBeGreaterThan(5_000);
    expect(largest).toBeLessThan(95_000);
    const at = (amount: number) => assessServiceability(borrower, { loan: offerLoanFor(offer, commission)(amount)! });
    expect(at(largest).isServicing).toBe(true);
    expect(at(largest + 1).isServicing).toBe(false);
    // The loan the borrower is taken back to: the deposit that brings it within the limit, quoted afresh.
    const deposit = depositWithin({ purchasePrice: 95_000, deposit: 0 }, largest);
    expect(95_000 - deposit).toBe(largest);
    expect(assessGeneralLender(borrower, quote({ deposit })).result.isServicing).toBe(true);
    expect(assessGeneralLender(borrower, quote({ deposit: deposit - 1 })).result.isServicing).toBe(false);
  });

  it('keeps a balloon: amounts it would exceed are not written, and the edge still holds', () => {
    const offer = indicativeOffer(quote({ purchasePrice: 60_000, balloon: 30 }))!;
    const loanFor = offerLoanFor(offer, commission);
    expect(loanFor(17_000)).toBeNull(); // 17,000 + fees is under the 18,000 balloon
    const input = { ...borrower, amountPaidInBankAccountMonthly: 4_700 };
    const largest = largestServiceableAmount(input, loanFor, { upTo: 60_000 })!;
    expect(largest).toBeGreaterThan(18_000);
    expect(largest).toBeLessThan(60_000);
    expect(assessServiceability(input, { loan: loanFor(largest)! }).isServicing).toBe(true);
    expect(assessServiceability(input, { loan: loanFor(largest + 1)! }).isServicing).toBe(false);
  });

  it('is the whole amount asked when that already services, and null when nothing does', () => {
    const loanFor = offerLoanFor(indicativeOffer(quote())!, commission);
    expect(largestServiceableAmount(richer, loanFor, { upTo: 30_000 })).toBe(30_000);
    expect(largestServiceableAmount({ ...borrower, amountPaidInBankAccountMonthly: 1_000 }, loanFor, { upTo: 30_000 })).toBeNull();
  });

  it('holds the edge for any income, spending, rate, term and fees', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2_000, max: 20_000 }), fc.integer({ min: 0, max: 4_000 }), fc.integer({ min: 300, max: 2_500 }),
      fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom(0, 5, 25),
      (income, rent, rate10, term, upfront, fee, balloonPercent) => {
        const input = ServiceabilityInput.parse({ amountPaidInBankAccountMonthly: income, residencyExpenses: rent });
        const loanFor = offerLoanFor({
          advertisedRateInPercent: rate10 / 100, loanTerm: term, upfrontFeeAmount: upfront, monthlyOngoingFeeAmount: fee,
          balloonAmount: (80_000 * balloonPercent) / 100,
        }, commission);
        const largest = largestServiceableAmount(input, loanFor, { upTo: 80_000 });
        const passes = (a: number) => { const loan = loanFor(a); return loan !== null && assessServiceability(input, { loan }).isServicing; };
        if (largest === null) {
          expect(passes(80_000)).toBe(false);
          return;
        }
        expect(passes(largest)).toBe(true);
        if (largest < 80_000) expect(passes(largest + 1)).toBe(false);
      },
    ), { numRuns: 150 });
  });

  it('raises the deposit to bring the amount within a limit, never lowering it', () => {
    expect(depositWithin({ purchasePrice: 95_000, deposit: 2_000, tradeIn: 3_000 }, 61_250.4)).toBe(30_750);
    expect(depositWithin({ purchasePrice: 30_000, deposit: 8_000 }, 25_000)).toBe(8_000);
  });
});
