import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteLoan } from './quote';

describe('one lender quote (issue 3 "Definitions")', () => {
  it('puts the definitions together', () => {
    // $40,000 car, $5,000 deposit, $5,000 trade-in: $30,000 to borrow; $400 upfront, $8 a month; default
    // 3% commission ($900); 20% balloon of the price ($8,000); 7.49% over 5 years.
    const q = quoteLoan({
      purchasePriceCents: 4_000_000, depositCents: 500_000, tradeInCents: 500_000, balloonPercent: 20, termYears: 5,
      annualRatePercent: 7.49, upfrontFeeCents: 40_000, monthlyFeeCents: 800, commission: { value: 3, type: 'PERCENTAGE' },
    });
    expect(q).not.toBeNull();
    expect(q!.amountToBorrowCents).toBe(3_000_000);
    expect(q!.commissionCents).toBe(90_000);
    expect(q!.financeTotalCents).toBe(3_130_000);
    expect(q!.balloonCents).toBe(800_000);
    // PMT(7.49%/12, 60, 31,300, −8,000) = 516.7068… → 516.71 + 8.00 fee.
    expect(q!.monthlyCents).toBe(52_471);
    expect(q!.fortnightlyCents).toBe(26_236); // spec 2 §9: / 2 = 262.355 → 262.36
    expect(q!.weeklyCents).toBe(12_203); // spec 2 §9: / 4.3 = 122.0256…
    expect(q!.totalPayableCents).toBe(60 * 52_471); // spec 1 §4
    expect(q!.comparisonRatePercent).toBeGreaterThan(7.49);
  });

  it('refuses structures no lender writes', () => {
    const base = { purchasePriceCents: 2_000_000, termYears: 5, annualRatePercent: 9 };
    expect(quoteLoan({ ...base, depositCents: 2_000_000 })).toBeNull();
    expect(quoteLoan({ ...base, depositCents: 1_500_000, balloonPercent: 30 })).toBeNull();
    expect(quoteLoan({ ...base, termYears: 0 })).toBeNull();
    // A cent over 5 years at 0%: the repayment rounds to nothing, so there is no loan to price (and no
    // comparison rate to solve).
    expect(quoteLoan({ purchasePriceCents: 1, termYears: 5, annualRatePercent: 0 })).toBeNull();
    expect(quoteLoan({ purchasePriceCents: 1, termYears: 5, annualRatePercent: 0, monthlyFeeCents: 500 })).toBeNull();
    expect(quoteLoan({ purchasePriceCents: 60, termYears: 5, annualRatePercent: 0 })).not.toBeNull();
  });

  it('always gives a comparison rate at or above the advertised rate', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1_000_000, max: 99_999_900 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 7 }),
      fc.integer({ min: 100, max: 2500 }), fc.integer({ min: 0, max: 99_000 }), fc.integer({ min: 0, max: 1500 }),
      (price, balloonPercent, termYears, rateBps, upfront, monthly) => {
        const q = quoteLoan({ purchasePriceCents: price, depositCents: price / 10, balloonPercent, termYears, annualRatePercent: rateBps / 100, upfrontFeeCents: upfront, monthlyFeeCents: monthly });
        expect(q).not.toBeNull();
        expect(q!.comparisonRatePercent).toBeGreaterThanOrEqual(rateBps / 100);
      },
    ));
  });
});
