import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fortnightlyFromMonthlyCents, monthlyRate, monthlyRepaymentCents, pmt, repaymentForFrequencyCents,
  repaymentsFromMonthly, REPAYMENTS_PER_MONTH, weeklyFromMonthlyCents,
} from './repayment';

// An independent, naive payment: find by bisection the payment whose month-by-month schedule ends on the
// balloon. No closed form, so it checks finance.md's PMT formula rather than restating it.
function naivePayment(pv: number, annualPercent: number, n: number, balloon: number, advance = false): number {
  const r = annualPercent / 1200;
  const endBalance = (p: number) => {
    let balance = pv;
    for (let k = 0; k < n; k += 1) balance = advance ? (balance - p) * (1 + r) : balance * (1 + r) - p;
    return balance;
  };
  let lo = -pv - balloon;
  let hi = pv + balloon + pv;
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (endBalance(mid) > balloon) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// Realistic loans: $1,000 to $999,999 (spec 2 §5 price cap), 1 to 7 years (spec 2 §5), 0% to 30% a year.
const loan = fc.record({
  principalCents: fc.integer({ min: 100_000, max: 99_999_900 }),
  annualRatePercent: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
  termMonths: fc.integer({ min: 12, max: 84 }),
  balloonShare: fc.integer({ min: 0, max: 65 }),
});

describe('PMT (finance.md "Repayments": Excel PMT semantics)', () => {
  it('matches published Excel results', () => {
    // Excel: =PMT(7.49%/12, 60, -30000) → 600.9959…; =PMT(6%/12, 36, -20000, 5000) → 481.329…
    expect(pmt({ rate: 0.0749 / 12, periods: 60, presentValue: 30_000 })).toBeCloseTo(600.9959089, 6);
    expect(pmt({ rate: 0.005, periods: 36, presentValue: 20_000, balloon: 5000 })).toBeCloseTo(481.3290618, 6);
    // type 1 (in advance, leases): the arrears payment divided by (1 + r).
    expect(pmt({ rate: 0.005, periods: 36, presentValue: 20_000, balloon: 5000, type: 1 })).toBeCloseTo(478.9343898, 6);
  });

  it('uses (PV − B)/n when the rate is 0', () => {
    expect(pmt({ rate: 0, periods: 48, presentValue: 24_000, balloon: 4800 })).toBe(400);
  });

  it('refuses a term without periods', () => {
    expect(() => pmt({ rate: 0.01, periods: 0, presentValue: 1000 })).toThrow(RangeError);
  });

  it('agrees with a naive month-by-month search, in arrears and in advance', () => {
    fc.assert(fc.property(loan, fc.constantFrom<0 | 1>(0, 1), ({ principalCents, annualRatePercent, termMonths, balloonShare }, type) => {
      const balloon = Math.round((principalCents * balloonShare) / 100);
      const exact = pmt({ rate: monthlyRate(annualRatePercent), periods: termMonths, presentValue: principalCents, balloon, type });
      const naive = naivePayment(principalCents, annualRatePercent, termMonths, balloon, type === 1);
      expect(Math.abs(exact - naive)).toBeLessThan(1e-6 * principalCents);
    }));
  });
});

describe('monthly repayment (issue 3 monthlyRepaymentAmount)', () => {
  it('is the payment to the cent plus the monthly fee', () => {
    // $30,400 financed at 7.49% over 60 months: 609.0128… → $609.01, plus an $8 fee.
    expect(monthlyRepaymentCents({ principalCents: 3_040_000, annualRatePercent: 7.49, termMonths: 60, monthlyFeeCents: 800 }))
      .toBe(61_701);
    expect(monthlyRepaymentCents({ principalCents: 2_000_000, annualRatePercent: 6, termMonths: 36, balloonCents: 500_000 }))
      .toBe(48_133);
  });

  // Issue 3 "Proof": the payment amortises the principal to the balloon. Simulated month by month in whole
  // cents, interest rounded to the cent each month as a lender's ledger does; each month may be out by at
  // most a cent (half a cent from the payment, half from the interest), and that cent earns interest.
  it('amortises the principal down to the balloon, within a cent per period', () => {
    fc.assert(fc.property(loan, fc.integer({ min: 0, max: 2000 }), ({ principalCents, annualRatePercent, termMonths, balloonShare }, feeCents) => {
      const balloonCents = Math.round((principalCents * balloonShare) / 100);
      const repayment = monthlyRepaymentCents({ principalCents, annualRatePercent, termMonths, balloonCents, monthlyFeeCents: feeCents });
      const r = monthlyRate(annualRatePercent);
      let balance = principalCents;
      for (let k = 0; k < termMonths; k += 1) balance = balance + Math.round(balance * r) - (repayment - feeCents);
      const centPerPeriodWithInterest = r === 0 ? termMonths : ((1 + r) ** termMonths - 1) / r;
      expect(Math.abs(balance - balloonCents)).toBeLessThanOrEqual(centPerPeriodWithInterest);
    }));
  });
});

describe('weekly and fortnightly repayments (spec 2 §9)', () => {
  // spec 2 §9: "Weekly repayment factor 4.3 per month; fortnightly 2."
  it('holds the factors as data', () => {
    expect(REPAYMENTS_PER_MONTH).toEqual({ Monthly: 1, Fortnightly: 2, Weekly: 4.3 });
  });

  it('divides the monthly amount by 4.3 and by 2, to the cent', () => {
    expect(weeklyFromMonthlyCents(61_701)).toBe(14_349); // 617.01 / 4.3 = 143.4907
    expect(fortnightlyFromMonthlyCents(61_701)).toBe(30_851); // 308.505 → 308.51
    expect(repaymentForFrequencyCents(61_701, 'Monthly')).toBe(61_701);
    expect(repaymentsFromMonthly(30_000)).toEqual({ monthlyCents: 30_000, fortnightlyCents: 15_000, weeklyCents: 6977 });
  });
});
