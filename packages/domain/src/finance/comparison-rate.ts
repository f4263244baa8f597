import { roundRate, type Cents } from './money';
import { monthlyRepaymentCents } from './repayment';

// finance.md "Comparison rate": the warning mandated with every advertised comparison rate, verbatim.
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate applies only to the example or examples given. Different amounts and terms '
  + 'will result in different comparison rates. Costs such as redraw fees or early repayment fees, and cost '
  + 'savings such as fee waivers, are not included in the comparison rate but may influence the cost of the loan.';

/** Σ_{j=1..n} 1/(1+r)^j, written with expm1/log1p so it stays exact near r = 0. */
function annuityFactor(rate: number, periods: number): number {
  if (rate === 0) return periods;
  return -Math.expm1(-periods * Math.log1p(rate)) / rate;
}

/**
 * d/dr of the annuity factor: (n·(1+r)^-(n+1) − a(r)) / r in closed form; near r = 0, where that
 * difference cancels, its Taylor series −n(n+1)/2 + n(n+1)(n+2)/3·r. It only steers the Newton steps:
 * the bracket, not the derivative, guarantees the answer.
 */
function annuityFactorSlope(rate: number, periods: number, factor: number, discount: number): number {
  if (Math.abs(rate) < 1e-5) return (-periods * (periods + 1)) / 2 + ((periods * (periods + 1) * (periods + 2)) / 3) * rate;
  return ((periods * discount) / (1 + rate) - factor) / rate;
}

export interface RateSolveInput {
  /** Credit provided at interval 0 (reg 100: "the first advance at j = 0"). */
  amount: number;
  /** The equal repayment at intervals 1..n, fees included. */
  payment: number;
  periods: number;
  /** A repayment at the last interval on top of the payment (finance.md: "A balloon is a repayment at the last interval"). */
  balloon?: number;
}

/** Present value of the repayments less the credit: strictly decreasing in r, so one root. */
function gapAt(r: number, amount: number, payment: number, periods: number, balloon: number): number {
  return payment * annuityFactor(r, periods) + balloon * Math.exp(-periods * Math.log1p(r)) - amount;
}

/** A Newton step is accepted once it moves r by no more than this; far below a rate's 2 decimals. */
const STEP_TOLERANCE = 1e-16;
const MAX_ITERATIONS = 200;

/**
 * finance.md "Comparison rate" (NCCP Regulations 2010, reg 100): the periodic rate r that solves
 * amount = Σ payment/(1+r)^j + balloon/(1+r)^n. finance.md: "Solve for r with a bracketed method (bisection
 * or Brent); Newton alone can diverge." So the root is first bracketed, then Newton's method (with the
 * annuity's closed-form derivative) runs inside the bracket: every evaluation narrows the bracket by the
 * sign of the gap, and a step that would leave it, or go nowhere, is replaced by bisection. The gap is
 * convex and decreasing, so Newton converges in a handful of steps; bisection bounds the worst case.
 */
export function solvePeriodicRate({ amount, payment, periods, balloon = 0 }: RateSolveInput): number {
  if (!(amount > 0)) throw new RangeError('amount must be above 0');
  if (!(periods > 0)) throw new RangeError('periods must be above 0');
  if (payment < 0 || balloon < 0 || !(payment * periods + balloon > 0)) {
    throw new RangeError('repayments must be positive');
  }
  // Repayments below the credit mean a negative rate; above it, a positive one. Widen until bracketed.
  let lo = 0;
  let hi = 0;
  const atZero = gapAt(0, amount, payment, periods, balloon);
  if (atZero === 0) return 0;
  if (atZero > 0) {
    hi = 0.01;
    while (gapAt(hi, amount, payment, periods, balloon) > 0 && hi < 1e6) hi *= 2;
  } else {
    lo = -0.01;
    while (gapAt(lo, amount, payment, periods, balloon) < 0 && lo > -0.999) lo = Math.max(lo * 2, -0.999);
  }

  let r = (lo + hi) / 2;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    // The gap as gapAt computes it, sharing log1p with the derivative.
    const logDiscount = -periods * Math.log1p(r);
    const discount = Math.exp(logDiscount);
    const factor = r === 0 ? periods : -Math.expm1(logDiscount) / r;
    const gap = payment * factor + balloon * discount - amount;
    if (gap === 0) return r;
    if (gap > 0) lo = r;
    else hi = r;
    const slope = payment * annuityFactorSlope(r, periods, factor, discount) - (balloon * periods * discount) / (1 + r);
    let next = r - gap / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2; // outside the bracket, or NaN: bisect
    if (Math.abs(next - r) <= STEP_TOLERANCE || next === lo || next === hi) return next;
    r = next;
  }
  return r;
}

export interface ComparisonRateInput {
  /** Issue 3: the amount to borrow (credit provided), before fees. */
  amountCents: Cents;
  /** The monthly repayment with the monthly fee, computed on the amount financed (fees included). */
  repaymentCents: Cents;
  termMonths: number;
  balloonCents?: Cents;
}

/** Issue 3 `comparisonRateInPercent`: CR = 12 × r × 100, to 2 decimals (finance.md: n = 12 for monthly). */
export function comparisonRatePercent({ amountCents, repaymentCents, termMonths, balloonCents = 0 }: ComparisonRateInput): number {
  const r = solvePeriodicRate({ amount: amountCents, payment: repaymentCents, periods: termMonths, balloon: balloonCents });
  return roundRate(12 * r * 100);
}

// finance.md: "Advertised comparison rates use a standard example (secured consumer loans: $30,000 over
// 5 years)"; spec 1 §2 campaign disclaimer cites the same example. No balloon.
export const STANDARD_COMPARISON_EXAMPLE = { amountCents: 3_000_000, termMonths: 60 } as const;

export interface LenderPricing {
  annualRatePercent: number;
  /** Establishment fee, financed (added to the amount financed). */
  upfrontFeeCents?: Cents;
  monthlyFeeCents?: Cents;
}

/**
 * Issue 3 `standardComparisonRateInPercent`: the lender's comparison rate for $30,000 over 5 years with no
 * balloon. Only the lender's own fees count (reg 100 "credit fees and charges"); a partner's commission
 * is not the lender's and does not belong in the lender's advertised example.
 */
export function standardComparisonRate({ annualRatePercent, upfrontFeeCents = 0, monthlyFeeCents = 0 }: LenderPricing): number {
  const { amountCents, termMonths } = STANDARD_COMPARISON_EXAMPLE;
  const repaymentCents = monthlyRepaymentCents({
    principalCents: amountCents + upfrontFeeCents, annualRatePercent, termMonths, monthlyFeeCents,
  });
  return comparisonRatePercent({ amountCents, repaymentCents, termMonths });
}
