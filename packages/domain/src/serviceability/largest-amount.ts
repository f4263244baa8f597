import type { Commission } from '../partner/config';
import { commissionCents, financeTotalCents } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import { assessServiceability, type AssessedLoan, type ServiceabilityOptions } from './assess';
import type { ServiceabilityInput } from './input';

// Issue 33 §4: "work out the largest amount this borrower services under the same rules", so the servicing
// failure screen can say "Lenders may lend you up to $X" and Reduce Loan can bring the loan within it.

/** The loan a product writes for an amount to borrow in whole dollars; null when it cannot be written. */
export type LoanForAmount = (amountToBorrow: number) => AssessedLoan | null;

/** What of a quoted offer is kept when only the amount to borrow changes (the price, so the balloon, stays). */
export interface OfferProduct {
  advertisedRateInPercent: number;
  /** Years. */
  loanTerm: number;
  upfrontFeeAmount: number;
  monthlyOngoingFeeAmount: number;
  balloonAmount: number;
}

/**
 * An offer's product for another amount to borrow, as the quote prices it (issue 3): financeTotal = amount +
 * upfront fee + the partner's commission on the amount, amortised to the same balloon (a percent of the
 * price, which a bigger deposit leaves alone). A balloon at or above the amount financed is not written.
 */
export function offerLoanFor(offer: OfferProduct, commission: Commission | undefined): LoanForAmount {
  const upfront = toCents(offer.upfrontFeeAmount);
  const balloon = toCents(offer.balloonAmount);
  return (amountToBorrow) => {
    const amount = toCents(amountToBorrow);
    const financed = financeTotalCents(amount, upfront, commission ? commissionCents(amount, commission) : 0);
    if (amount <= 0 || balloon >= financed) return null;
    return {
      financeTotalCents: financed,
      annualRatePercent: offer.advertisedRateInPercent,
      termMonths: offer.loanTerm * 12,
      balloonCents: balloon,
      monthlyFeeCents: toCents(offer.monthlyOngoingFeeAmount),
    };
  };
}

/**
 * The largest whole-dollar amount to borrow, at most `upTo`, whose loan passes the same assessment
 * (assessServiceability at the rate plus the buffer); null when not even $1 does. The buffered repayment
 * never falls as the amount grows (more is financed at the same rate, term and balloon), so passing is
 * monotonic and a bisection over whole dollars finds the edge exactly: the answer passes and a dollar more
 * fails. It is the assessment itself that is asked at each step (about 20 of them), so the rounding of
 * every cent, the ratio and the surplus are the ones the check will apply, with no inverse formula to keep
 * in step with it.
 */
export function largestServiceableAmount(
  input: ServiceabilityInput, loanFor: LoanForAmount, { upTo, ...options }: Partial<ServiceabilityOptions> & { upTo: number },
): number | null {
  const passes = (amount: number) => {
    const loan = loanFor(amount);
    return loan !== null && assessServiceability(input, { ...options, loan }).isServicing;
  };
  let high = Math.floor(upTo);
  if (high < 1 || loanFor(high) === null) return null;
  if (passes(high)) return high;
  // Writable amounts are the ones above a first (a balloon needs more financed than itself): found by the
  // same bisection, since nothing below it can pass.
  let unwritten = 0;
  let writable = high;
  while (writable - unwritten > 1) {
    const middle = Math.floor((unwritten + writable) / 2);
    if (loanFor(middle) === null) unwritten = middle;
    else writable = middle;
  }
  let low = writable;
  if (!passes(low)) return null;
  // passes(low) and not passes(high).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (passes(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The deposit that brings a loan's amount to borrow within `limit` (spec 2 §5: amount = price − deposit −
 * trade-in), in whole dollars rounded up, never below the deposit already given. The widget's Reduce Loan
 * and the API's check of the reduced loan both use it, so the loan re-quoted is the loan the borrower sees.
 */
export function depositWithin(
  loan: { purchasePrice?: number | undefined; deposit?: number | undefined; tradeIn?: number | undefined }, limit: number,
): number {
  const needed = fromCents(toCents(loan.purchasePrice ?? 0) - toCents(loan.tradeIn ?? 0) - toCents(limit));
  return Math.max(loan.deposit ?? 0, Math.ceil(needed));
}
