import { roundRate, type Cents } from './money';
import { monthlyRepaymentCents } from './repayment';

// finance.md "Comparison rate": the warning mandated with every advertised comparison rate, verbatim.
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate applies only to the example or examples given. Different amounts and terms '
  + 'will result in different comparison rates. Costs such as redraw fees or early repayment fees, and cost '
  + 'savings such as fee waivers, are not included in the comparison rate but may influence the cost of the loan.';

export interface RateSolveInput {
  /** Credit provided at interval 0 (reg 100: "the first advance at j = 0"). */
  amount: number;
  /** The equal repayment at intervals 1..n, fees included. */
  payment: number;
  periods: number;
  /** A repayment at the last interval on top of the payment (finance.md: "A balloon is a repayment at the last interval"). */
  balloon?: number;
  /** Where to start looking (a comparison rate is close to the advertised rate); any value is safe. */
  guess?: number;
  /**
   * (1 + guess)^periods, or near it, when the caller has it (a quote has it from the repayment at the
   * advertised rate): the search then starts one Halley step on from the guess, a step taken without
   * logarithms. Only where the search starts; any value is safe.
   */
  guessGrowth?: number;
  /**
   * Lets the search stop early: given a Newton step's landing point and a bound on its distance to the
   * root, true when nothing within that distance could change what the caller needs (its rounding).
   */
  settled?: (rate: number, errorBound: number) => boolean;
}

/**
 * Newton converges quadratically: after a step of s the error is about n·s² (n periods), so once a step
 * is this small (against 1, or r for large rates) the point it lands on is exact to the last bit or two,
 * and no further step is needed to confirm it.
 */
const STEP_TOLERANCE = 1e-11;
const MAX_ITERATIONS = 200;
/**
 * Steps at most this long may end the search early (settled). After a Newton step of s the landing point is
 * within K·s² of the root, K = max f''/(2|f'|) ≤ (n + 2)/(2(1 + r)) for these present values; the bound
 * given is 100·n·s² (a margin of well over 50 for rates above -10%), plus the last bits of a double.
 */
const SETTLE_STEP = 1e-6;
const SETTLE_MARGIN = 100;
/** Rates are above −100% a period: (1 + r) must stay positive. */
const LOWEST_RATE = -0.999;

/**
 * finance.md "Comparison rate" (NCCP Regulations 2010, reg 100): the periodic rate r that solves
 * amount = Σ payment/(1+r)^j + balloon/(1+r)^n. finance.md: "Solve for r with a bracketed method (bisection
 * or Brent); Newton alone can diverge." So Newton's method runs inside a bracket [lo, hi] that every
 * evaluation narrows by the sign of the gap (present value of the repayments less the credit); a step that
 * would leave the bracket, or go nowhere, is replaced by bisection (or, while no upper bound is known yet,
 * by doubling). The gap is convex and strictly decreasing in r, so Newton's steps approach the root from
 * below after at most one step, and from a guess near the root (the advertised rate) a few steps do.
 */
export function solvePeriodicRate({ amount, payment, periods, balloon = 0, guess, guessGrowth, settled }: RateSolveInput): number {
  return solveRate(amount, payment, periods, balloon, guess, guessGrowth, settled);
}

/** solvePeriodicRate with its inputs in order (see repayment's pmtOf). */
function solveRate(
  amount: number, payment: number, periods: number, balloon: number, guess: number | undefined, guessGrowth: number | undefined,
  settled: RateSolveInput['settled'],
): number {
  if (!(amount > 0)) throw new RangeError('amount must be above 0');
  if (!(periods > 0)) throw new RangeError('periods must be above 0');
  if (payment < 0 || balloon < 0 || !(payment * periods + balloon > 0)) {
    throw new RangeError('repayments must be positive');
  }
  let lo = LOWEST_RATE; // the gap is positive here: the repayments are worth ~1000^j each
  let hi = Infinity;
  // A guess outside any plausible periodic rate is not used: far below the root, where the repayments are
  // worth thousands of times the credit, Newton's steps would be short.
  let r = guess !== undefined && guess > -0.1 && guess < 1 ? guess : 0;
  if (guessGrowth !== undefined && r === guess && Math.abs(r) >= 1e-5) {
    const next = halleyStep(new RateStart(r, periods, guessGrowth), amount, payment, balloon);
    if (next > -0.1 && next < 1) r = next;
  }
  let lastMove = Infinity;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    // discount = (1+r)^-n; factor = Σ (1+r)^-j = (1 − discount)/r. Near discount = 1 the subtraction
    // cancels, so there 1 − discount is −expm1 (at most 4.4e-16 relative error either way); slope =
    // d(factor)/dr, by its Taylor series near r = 0, where the closed form cancels.
    const logDiscount = -periods * Math.log1p(r);
    const discount = Math.exp(logDiscount);
    const small = Math.abs(r) < 1e-5;
    const factor = r === 0 ? periods : (discount > 0.75 ? -Math.expm1(logDiscount) : 1 - discount) / r;
    const gap = payment * factor + balloon * discount - amount;
    if (gap === 0) return r;
    if (gap > 0) lo = r;
    else hi = r;
    const factorSlope = small
      ? (-periods * (periods + 1)) / 2 + ((periods * (periods + 1) * (periods + 2)) / 3) * r
      : ((periods * discount) / (1 + r) - factor) / r;
    const slope = payment * factorSlope - (balloon * periods * discount) / (1 + r);
    const newton = r - gap / slope;
    const step = Math.abs(newton - r);
    if (step <= STEP_TOLERANCE * Math.max(1, Math.abs(r))) return newton;
    if (settled !== undefined && step <= SETTLE_STEP && newton > lo && newton < hi
      && settled(newton, SETTLE_MARGIN * periods * step * step + 1e-15)) return newton;
    // Outside the bracket, or NaN: bisect (or, with no upper bound yet, go up). Inside it, Newton's step is
    // taken while it at least halves the move before: from far above the root its first step can land far
    // below it, where the curve is steep and later steps crawl; bisecting the bracket then gets back.
    // (From below the root, where every search from a plausible guess starts, Newton's steps stay below it
    // and no upper bound is known, so they are taken as they come.)
    const crawling = hi !== Infinity && step > lastMove / 2;
    const next = newton > lo && newton < hi && !crawling ? newton : hi === Infinity ? Math.max(2 * r, r + 0.01) : (lo + hi) / 2;
    if (next === lo || next === hi) return next; // the bracket cannot narrow further
    lastMove = Math.abs(next - r);
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
  /** The loan's advertised rate, where the search starts (the answer does not depend on it). */
  advertisedRatePercent?: number;
  /** periodGrowth at the advertised monthly rate over the term, when the caller has it (see guessGrowth). */
  advertisedGrowth?: number;
}

/** Issue 3 `comparisonRateInPercent`: CR = 12 × r × 100, to 2 decimals (finance.md: n = 12 for monthly). */
export function comparisonRatePercent({
  amountCents, repaymentCents, termMonths, balloonCents = 0, advertisedRatePercent, advertisedGrowth,
}: ComparisonRateInput): number {
  return comparisonRateOf(amountCents, repaymentCents, termMonths, balloonCents, advertisedRatePercent, advertisedGrowth);
}

/** comparisonRatePercent with its inputs in order (see repayment's pmtOf). */
export function comparisonRateOf(
  amountCents: Cents, repaymentCents: Cents, termMonths: number, balloonCents: Cents, advertisedRatePercent: number | undefined,
  advertisedGrowth: number | undefined,
): number {
  const guess = advertisedRatePercent === undefined ? undefined : advertisedRatePercent / 1200;
  return searchedRate(amountCents, repaymentCents, termMonths, balloonCents, guess, advertisedGrowth);
}

/** CR = 12 × r × 100 to 2 decimals, r searched from `guess` (a rate a period) until its rounding is certain. */
const searchedRate = (amount: Cents, payment: Cents, periods: number, balloon: Cents, guess: number | undefined, growth: number | undefined) =>
  roundRate(12 * solveRate(amount, payment, periods, balloon, guess, growth, roundsAlike) * 100);

// The search may stop once every rate within the error bound rounds to the same 2 decimals: the root and
// the fully converged point then do too (rounding is monotonic), so the answer is the one a full search
// gives, one Newton step sooner on most loans.
const roundsAlike = (r: number, errorBound: number) =>
  roundRate(12 * (r - errorBound) * 100) === roundRate(12 * (r + errorBound) * 100);

/**
 * What a comparison rate's search from a starting rate needs that depends on that rate and the term alone:
 * the present value's parts there and their first two derivatives, with the discount 1/growth instead of
 * exp and log1p (halleyStep), when the caller already has the growth (1 + rate)^periods.
 */
export class RateStart {
  readonly discount: number;
  readonly factor: number;
  readonly factorSlope: number;
  readonly factorCurve: number;
  /** discount'' = n(n + 1)·discount/(1 + r)². */
  readonly curve: number;
  /** d(discount)/dr, negated: n·discount/(1 + r). */
  readonly balloonSlope: number;

  /**
   * @param rate the rate a period where the search starts
   * @param growth (1 + rate)^periods, or near it (periodGrowth, as the quote has it): only where the search
   *   starts depends on it, so any value is safe
   */
  constructor(readonly rate: number, readonly periods: number, readonly growth: number) {
    const r = rate;
    const n = periods;
    this.discount = 1 / growth;
    this.factor = (1 - this.discount) / r;
    this.curve = (n * (n + 1) * this.discount) / ((1 + r) * (1 + r));
    // factor' and factor'' (see solvePeriodicRate).
    this.factorSlope = ((n * this.discount) / (1 + r) - this.factor) / r;
    this.factorCurve = (-this.curve - 2 * this.factorSlope) / r;
    this.balloonSlope = (n * this.discount) / (1 + r);
  }
}

/**
 * One Halley step from the start's rate (Newton's with the curvature too, so from the advertised rate it
 * lands about as close to the root as two Newton steps), taken without logarithms. It only moves where a
 * search starts, so it need not be exact, and it narrows no bracket (its gap's sign near the root could be
 * wrong in the last bits).
 */
function halleyStep(start: RateStart, amount: number, payment: number, balloon: number): number {
  const gap = payment * start.factor + balloon * start.discount - amount;
  const slope = payment * start.factorSlope - balloon * start.balloonSlope;
  const curvature = payment * start.factorCurve + balloon * start.curve;
  return start.rate - (2 * gap * slope) / (2 * slope * slope - gap * curvature);
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
  return comparisonRatePercent({ amountCents, repaymentCents, termMonths, advertisedRatePercent: annualRatePercent });
}
