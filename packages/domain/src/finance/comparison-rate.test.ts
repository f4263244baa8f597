import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_WARNING, comparisonRatePercent, solvePeriodicRate,
  STANDARD_COMPARISON_EXAMPLE, standardComparisonRate,
} from './comparison-rate';
import { monthlyRate, monthlyRepaymentCents, periodGrowth, pmt } from './repayment';
import { roundRate } from './money';
import { brentRoot } from './root-finding';

// An independent, naive comparison rate: reg 100's equation summed term by term and bisected on the annual
// percentage, with nothing shared with the implementation (no closed form, no Brent).
function naiveComparisonRate(amount: number, repayment: number, n: number, balloon = 0): number {
  const pvAt = (annualPercent: number) => {
    const r = annualPercent / 1200;
    let pv = 0;
    for (let j = 1; j <= n; j += 1) pv += repayment / (1 + r) ** j;
    return pv + balloon / (1 + r) ** n;
  };
  let lo = -50;
  let hi = 500;
  for (let i = 0; i < 100; i += 1) {
    const mid = (lo + hi) / 2;
    if (pvAt(mid) > amount) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// Loans of $5,000 to $999,999 over 1 to 7 years at 0% to 30%: the range where a whole-cent repayment pins
// the rate to within 0.005 percentage points.
const loan = fc.record({
  amountCents: fc.integer({ min: 500_000, max: 99_999_900 }),
  annualRatePercent: fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
  termMonths: fc.integer({ min: 12, max: 84 }),
  balloonShare: fc.integer({ min: 0, max: 60 }),
});

// Such a loan with an establishment fee and a monthly fee financed, its repayment sometimes off the schedule:
// down to below the credit (negative rates), or a few cents over (walking across rounding edges).
const chargedLoan = fc.tuple(loan, fc.record({
  feeCents: fc.integer({ min: 0, max: 300_000 }),
  monthlyFeeCents: fc.integer({ min: 0, max: 2_500 }),
  skewCents: fc.oneof(fc.constant(0), fc.integer({ min: -50_000, max: 50_000 }), fc.integer({ min: 0, max: 400 })),
})).map(([l, c]) => {
  const balloonCents = Math.round((l.amountCents * l.balloonShare) / 100);
  const repaymentCents = monthlyRepaymentCents({
    principalCents: l.amountCents + c.feeCents, annualRatePercent: l.annualRatePercent, termMonths: l.termMonths, balloonCents,
    monthlyFeeCents: c.monthlyFeeCents,
  }) + c.skewCents;
  return { ...l, balloonCents, repaymentCents };
}).filter((l) => l.repaymentCents > 0);

describe('Brent root finding (finance.md: a bracketed method, never Newton alone)', () => {
  it('finds roots to machine precision and keeps to the bracket', () => {
    expect(brentRoot((x) => Math.cos(x) - x, 0, 1)).toBeCloseTo(0.7390851332151607, 14);
    expect(brentRoot((x) => x ** 3 - 2 * x - 5, 2, 3)).toBeCloseTo(2.0945514815423265, 14);
    // A step function defeats interpolation; the bisection fallback still converges.
    expect(brentRoot((x) => (x < 0.3 ? -1 : 1), 0, 1)).toBeCloseTo(0.3, 12);
  });

  it('refuses an interval without a sign change', () => {
    expect(() => brentRoot((x) => x * x + 1, -1, 1)).toThrow(RangeError);
  });
});

describe('comparison rate (finance.md "Comparison rate", reg 100)', () => {
  // finance.md: the mandated warning, verbatim.
  it('carries the mandated warning text verbatim', () => {
    expect(COMPARISON_RATE_WARNING).toBe(
      'WARNING: This comparison rate applies only to the example or examples given. Different amounts and terms will result in different comparison rates. Costs such as redraw fees or early repayment fees, and cost savings such as fee waivers, are not included in the comparison rate but may influence the cost of the loan.',
    );
  });

  it('gives the standard $30,000 over 5 years example', () => {
    expect(STANDARD_COMPARISON_EXAMPLE).toEqual({ amountCents: 3_000_000, termMonths: 60 });
    // 7.49% with a $400 financed establishment fee and $8 a month: repayment $617.01, CR 8.60% (derived
    // independently by bisection in double precision).
    expect(standardComparisonRate({ annualRatePercent: 7.49, upfrontFeeCents: 40_000, monthlyFeeCents: 800 })).toBe(8.6);
    expect(standardComparisonRate({ annualRatePercent: 7.49 })).toBe(7.49);
    expect(standardComparisonRate({ annualRatePercent: 0 })).toBe(0);
  });

  it('counts a balloon as a repayment at the last interval', () => {
    // 6% over 36 months, $20,000 to a $5,000 balloon: $481.33 a month.
    expect(comparisonRatePercent({ amountCents: 2_000_000, repaymentCents: 48_133, termMonths: 36, balloonCents: 500_000 })).toBe(6);
  });

  it('is negative when the repayments are less than the credit, and refuses nonsense', () => {
    expect(comparisonRatePercent({ amountCents: 1_200_000, repaymentCents: 90_000, termMonths: 12 })).toBeLessThan(0);
    expect(() => solvePeriodicRate({ amount: 0, payment: 10, periods: 12 })).toThrow(RangeError);
    expect(() => solvePeriodicRate({ amount: 100, payment: 0, periods: 12 })).toThrow(RangeError);
  });

  // Issue 3 "Proof": solving the rate back from the payment returns the rate.
  it('solves the rate back from the payment', () => {
    fc.assert(fc.property(loan, ({ amountCents, annualRatePercent, termMonths, balloonShare }) => {
      const balloon = Math.round((amountCents * balloonShare) / 100);
      const exact = pmt({ rate: monthlyRate(annualRatePercent), periods: termMonths, presentValue: amountCents, balloon });
      const r = solvePeriodicRate({ amount: amountCents, payment: exact, periods: termMonths, balloon });
      expect(Math.abs(r * 1200 - annualRatePercent)).toBeLessThan(1e-7);
      // From the whole-cent repayment a lender quotes: within 0.005 percentage points.
      const cents = monthlyRepaymentCents({ principalCents: amountCents, annualRatePercent, termMonths, balloonCents: balloon });
      const solved = solvePeriodicRate({ amount: amountCents, payment: cents, periods: termMonths, balloon }) * 1200;
      expect(Math.abs(solved - annualRatePercent)).toBeLessThan(0.005);
    }));
  });

  // Issue 3 "Proof": comparison rate ≥ advertised rate when fees > 0, and equal when there are none.
  it('is at least the advertised rate with fees, and equal without', () => {
    const fees = fc.record({
      upfrontFeeCents: fc.integer({ min: 0, max: 150_000 }),
      monthlyFeeCents: fc.integer({ min: 0, max: 2_500 }),
      commissionCents: fc.integer({ min: 0, max: 300_000 }),
    });
    fc.assert(fc.property(loan, fees, ({ amountCents, annualRatePercent, termMonths, balloonShare }, f) => {
      const balloonCents = Math.round((amountCents * balloonShare) / 100);
      const repaymentCents = monthlyRepaymentCents({
        principalCents: amountCents + f.upfrontFeeCents + f.commissionCents, annualRatePercent, termMonths, balloonCents,
        monthlyFeeCents: f.monthlyFeeCents,
      });
      const cr = comparisonRatePercent({ amountCents, repaymentCents, termMonths, balloonCents });
      if (f.upfrontFeeCents + f.monthlyFeeCents + f.commissionCents === 0) expect(cr).toBe(annualRatePercent);
      else expect(cr).toBeGreaterThanOrEqual(annualRatePercent);
    }));
  });

  it('agrees with a naive term-by-term bisection', () => {
    fc.assert(fc.property(loan, fc.integer({ min: 0, max: 5_000 }), ({ amountCents, annualRatePercent, termMonths, balloonShare }, feeCents) => {
      const balloonCents = Math.round((amountCents * balloonShare) / 100);
      const repaymentCents = monthlyRepaymentCents({ principalCents: amountCents, annualRatePercent, termMonths, balloonCents, monthlyFeeCents: feeCents });
      const naive = naiveComparisonRate(amountCents, repaymentCents, termMonths, balloonCents);
      const solved = solvePeriodicRate({ amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents }) * 1200;
      expect(Math.abs(solved - naive)).toBeLessThan(1e-6);
      // + 0: a zero rate that bisection leaves a hair below zero reads 0, not −0.
      expect(comparisonRatePercent({ amountCents, repaymentCents, termMonths, balloonCents })).toBe(Math.round(naive * 100) / 100 + 0);
    }));
  });
});

// The solver as first written: the same bracket, then Brent's method to a bracket of 1e-15. The bracketed
// Newton solve must give the same comparison rate to 2 decimals for every loan, and nearly the same r.
function brentPeriodicRate(amount: number, payment: number, periods: number, balloon: number): number {
  const factor = (r: number) => (r === 0 ? periods : -Math.expm1(-periods * Math.log1p(r)) / r);
  const gap = (r: number) => payment * factor(r) + balloon * Math.exp(-periods * Math.log1p(r)) - amount;
  let lo = 0;
  let hi = 0;
  if (gap(0) >= 0) {
    hi = 0.01;
    while (gap(hi) > 0 && hi < 1e6) hi *= 2;
  } else {
    lo = -0.01;
    while (gap(lo) < 0 && lo > -0.999) lo = Math.max(lo * 2, -0.999);
  }
  return brentRoot(gap, lo, hi);
}

describe('bracketed Newton solve gives what Brent gave', () => {
  it('the same comparison rate to the hundredth, for loans with fees, commission and balloons', () => {
    fc.assert(fc.property(chargedLoan, ({ amountCents, repaymentCents, termMonths, balloonCents }) => {
      const input = { amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents };
      const brent = brentPeriodicRate(amountCents, repaymentCents, termMonths, balloonCents);
      const newton = solvePeriodicRate(input);
      expect(Math.abs(newton - brent)).toBeLessThan(2e-15);
      expect(comparisonRatePercent({ amountCents, repaymentCents, termMonths, balloonCents })).toBe(roundRate(1200 * brent));
    }), { numRuns: 20_000 });
  });

  it('the same rate at the edges: zero rate, repayments that only just cover the credit, one period, huge rates', () => {
    const cases = [
      [3_000_000, 50_000, 60, 0], [1_200_000, 100_000, 12, 0], [1_200_000, 100_001, 12, 0], [1_200_000, 99_999, 12, 0],
      [100, 1, 1, 0], [100, 101, 1, 0], [100, 1_000_000, 1, 0], [100, 1, 84, 0], [2_000_000, 48_133, 36, 500_000],
      [2_000_000, 0, 36, 3_000_000], [2_000_000, 1, 84, 1],
    ] as const;
    for (const [amount, payment, periods, balloon] of cases) {
      const brent = brentPeriodicRate(amount, payment, periods, balloon);
      const newton = solvePeriodicRate({ amount, payment, periods, balloon });
      expect(Math.abs(newton - brent)).toBeLessThanOrEqual(Math.max(2e-15, Math.abs(brent) * 1e-13));
      expect(roundRate(1200 * newton)).toBe(roundRate(1200 * brent));
    }
  });

  it('wherever the search starts (the advertised rate, far off, or nonsense), the answer is the same', () => {
    const guess = fc.oneof(fc.double({ min: -0.99, max: 5, noNaN: true }), fc.constantFrom(-5, Infinity, Number.NaN, 0));
    fc.assert(fc.property(loan, guess, ({ amountCents, annualRatePercent, termMonths, balloonShare }, start) => {
      const balloonCents = Math.round((amountCents * balloonShare) / 100);
      const repaymentCents = monthlyRepaymentCents({ principalCents: amountCents + 50_000, annualRatePercent, termMonths, balloonCents, monthlyFeeCents: 1_000 });
      const brent = brentPeriodicRate(amountCents, repaymentCents, termMonths, balloonCents);
      const solved = solvePeriodicRate({ amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents, guess: start });
      expect(Math.abs(solved - brent)).toBeLessThan(2e-15);
      expect(comparisonRatePercent({ amountCents, repaymentCents, termMonths, balloonCents, advertisedRatePercent: annualRatePercent }))
        .toBe(roundRate(1200 * brent));
      // Started one step on by the growth a quote keeps (docs/decisions/019, fourth round), right or wrong.
      for (const growth of [periodGrowth(monthlyRate(annualRatePercent), termMonths), 1 + start, Number.NaN, 0]) {
        const fromGrowth = solvePeriodicRate({ amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents, guess: start, guessGrowth: growth });
        expect(Math.abs(fromGrowth - brent)).toBeLessThan(2e-15);
      }
    }), { numRuns: 5_000 });
  });
});

describe('a search started far above the root', () => {
  it('still finds the root: the long Newton step down is bisected back when the steps after it crawl', () => {
    // The loan and start that once ended at -81% a month: the first step from 16% landed far below the root.
    const amount = 500_000;
    const balloon = 105_000;
    const payment = monthlyRepaymentCents({ principalCents: 550_000, annualRatePercent: 9.34, termMonths: 68, balloonCents: balloon, monthlyFeeCents: 1_000 });
    const brent = brentPeriodicRate(amount, payment, 68, balloon);
    expect(Math.abs(solvePeriodicRate({ amount, payment, periods: 68, balloon, guess: 0.1646067963507412 }) - brent)).toBeLessThan(2e-15);
    fc.assert(fc.property(loan, fc.double({ min: 0.02, max: 0.99, noNaN: true }), ({ amountCents, annualRatePercent, termMonths, balloonShare }, start) => {
      const balloonCents = Math.round((amountCents * balloonShare) / 100);
      const repaymentCents = monthlyRepaymentCents({ principalCents: amountCents + 50_000, annualRatePercent, termMonths, balloonCents, monthlyFeeCents: 1_000 });
      const solved = solvePeriodicRate({ amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents, guess: start });
      expect(Math.abs(solved - brentPeriodicRate(amountCents, repaymentCents, termMonths, balloonCents))).toBeLessThan(2e-15);
    }), { numRuns: 5_000 });
  });
});

describe('the comparison rate stops searching once its 2 decimals are certain (docs/decisions/019)', () => {
  it('gives exactly the rounding of the fully converged rate, on ordinary loans and near every rounding edge', () => {
    // Repayments one cent apart walk the rate across many rounding edges of its 2 decimals.
    const edgy = fc.record({ amountCents: fc.integer({ min: 500_000, max: 9_000_000 }), termMonths: fc.integer({ min: 12, max: 84 }), cents: fc.integer({ min: 0, max: 400 }) });
    fc.assert(fc.property(loan, edgy, ({ amountCents, annualRatePercent, termMonths, balloonShare }, e) => {
      const balloonCents = Math.round((amountCents * balloonShare) / 100);
      for (const [amount, payment, periods, balloon, advertised] of [
        [amountCents, monthlyRepaymentCents({ principalCents: amountCents + 99_000, annualRatePercent, termMonths, balloonCents, monthlyFeeCents: 500 }), termMonths, balloonCents, annualRatePercent],
        [e.amountCents, Math.ceil(e.amountCents / e.termMonths) + e.cents * 7, e.termMonths, 0, 5],
      ] as const) {
        const full = solvePeriodicRate({ amount, payment, periods, balloon, guess: advertised / 1200 });
        expect(comparisonRatePercent({ amountCents: amount, repaymentCents: payment, termMonths: periods, balloonCents: balloon, advertisedRatePercent: advertised }))
          .toBe(roundRate(12 * full * 100));
        const advertisedGrowth = periodGrowth(monthlyRate(advertised), periods);
        expect(comparisonRatePercent({ amountCents: amount, repaymentCents: payment, termMonths: periods, balloonCents: balloon, advertisedRatePercent: advertised, advertisedGrowth }))
          .toBe(roundRate(12 * full * 100));
      }
    }), { numRuns: 5_000 });
  });

  it('asks whether it may stop only after short Newton steps, with a bound that holds the root', () => {
    const asked: Array<[number, number]> = [];
    const amount = 3_000_000;
    const payment = monthlyRepaymentCents({ principalCents: 3_049_500, annualRatePercent: 8.5, termMonths: 60, monthlyFeeCents: 1_000 });
    const root = solvePeriodicRate({ amount, payment, periods: 60 });
    const early = solvePeriodicRate({ amount, payment, periods: 60, guess: 8.5 / 1200, settled: (r, bound) => (asked.push([r, bound]), true) });
    expect(asked.length).toBe(1);
    const [r, bound] = asked[0]!;
    expect(early).toBe(r);
    expect(Math.abs(r - root)).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(1e-6);
  });
});

