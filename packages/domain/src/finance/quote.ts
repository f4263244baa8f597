import type { Commission } from '../partner/config';
import { comparisonRateOf } from './comparison-rate';
import { amountToBorrow, balloonAmountCents, commissionCents, financeTotalCents, totalPayable } from './loan-structure';
import type { Cents } from './money';
import { fortnightlyFromMonthlyCents, monthlyRepaymentCentsOf, weeklyFromMonthlyCents, type Repayments } from './repayment';

export interface LoanQuoteInput {
  purchasePriceCents: Cents;
  depositCents?: Cents;
  tradeInCents?: Cents;
  balloonPercent?: number;
  termYears: number;
  annualRatePercent: number;
  upfrontFeeCents?: Cents;
  monthlyFeeCents?: Cents;
  /** The partner's commission (see financeTypeCommission); none when omitted. */
  commission?: Commission;
}

export interface LoanQuote extends Repayments {
  amountToBorrowCents: Cents;
  commissionCents: Cents;
  financeTotalCents: Cents;
  balloonCents: Cents;
  comparisonRatePercent: number;
  totalPayableCents: Cents;
}

/** The part of a quote that picks a lender's cheapest product: the structure and its monthly repayment. */
export interface MonthlyQuote {
  amountToBorrowCents: Cents;
  commissionCents: Cents;
  financeTotalCents: Cents;
  balloonCents: Cents;
  monthlyCents: Cents;
  termYears: number;
  termMonths: number;
  annualRatePercent: number;
}

/** What a loan's structure is before any product: the same for every lender a quote compares. */
export interface LoanBasis {
  amountToBorrowCents: Cents;
  commissionCents: Cents;
  balloonCents: Cents;
}

/** The amount to borrow, the partner's commission on it and the balloon; null when there is nothing to borrow. */
export function loanBasis(input: Pick<LoanQuoteInput, 'purchasePriceCents' | 'depositCents' | 'tradeInCents' | 'balloonPercent' | 'commission'>): LoanBasis | null {
  const amount = amountToBorrow(input.purchasePriceCents, input.depositCents, input.tradeInCents);
  if (amount <= 0) return null;
  return {
    amountToBorrowCents: amount,
    commissionCents: input.commission ? commissionCents(amount, input.commission) : 0,
    balloonCents: balloonAmountCents(input.purchasePriceCents, input.balloonPercent ?? 0),
  };
}

/**
 * A product's monthly repayment on a loan's basis, in cents: financeTotal = amount to borrow + upfront fee +
 * commission, amortised to the balloon at the advertised rate, plus the monthly fee. 0 when it cannot be
 * financed: no months, a balloon at or above the amount financed (a lender would not write it), or a
 * repayment that rounds to no cents at all. (A whole number, not an object or NaN: a quote prices every
 * product, and whole numbers keep its arithmetic on small integers.)
 */
export function basisMonthlyCents(
  basis: LoanBasis, termMonths: number, annualRatePercent: number, upfrontFeeCents: Cents, monthlyFeeCents: Cents, growth?: number,
): Cents {
  if (termMonths <= 0) return 0;
  const financed = financeTotalCents(basis.amountToBorrowCents, upfrontFeeCents, basis.commissionCents);
  if (basis.balloonCents >= financed) return 0;
  const monthly = monthlyRepaymentCentsOf(financed, annualRatePercent, termMonths, basis.balloonCents, monthlyFeeCents, growth);
  // A loan so small that its repayment rounds to nothing cannot be repaid in whole cents.
  return monthly - monthlyFeeCents <= 0 ? 0 : monthly;
}

/** The monthly quote for a product whose repayment basisMonthlyCents gave. */
function monthlyQuoteOf(
  basis: LoanBasis, termYears: number, annualRatePercent: number, upfrontFeeCents: Cents, monthlyCents: Cents,
): MonthlyQuote {
  return {
    amountToBorrowCents: basis.amountToBorrowCents, commissionCents: basis.commissionCents,
    financeTotalCents: financeTotalCents(basis.amountToBorrowCents, upfrontFeeCents, basis.commissionCents),
    balloonCents: basis.balloonCents, monthlyCents, termYears, termMonths: Math.round(termYears * 12), annualRatePercent,
  };
}

/**
 * One lender's structure and monthly repayment for one loan, by issue 3's definitions (loanBasis, then
 * basisMonthlyCents). Null when the structure cannot be financed.
 */
export function monthlyQuote(input: LoanQuoteInput): MonthlyQuote | null {
  const { termYears, annualRatePercent, upfrontFeeCents = 0, monthlyFeeCents = 0 } = input;
  const basis = loanBasis(input);
  if (!basis) return null;
  const monthly = basisMonthlyCents(basis, Math.round(termYears * 12), annualRatePercent, upfrontFeeCents, monthlyFeeCents);
  return monthly === 0 ? null : monthlyQuoteOf(basis, termYears, annualRatePercent, upfrontFeeCents, monthly);
}

/**
 * The rest of the quote from its monthly repayment: weekly and fortnightly amounts, total payable, and the
 * comparison rate, which discounts the repayments and the balloon back to the amount to borrow.
 */
export function completeQuote(m: MonthlyQuote): LoanQuote {
  return {
    amountToBorrowCents: m.amountToBorrowCents,
    commissionCents: m.commissionCents,
    financeTotalCents: m.financeTotalCents,
    balloonCents: m.balloonCents,
    monthlyCents: m.monthlyCents,
    fortnightlyCents: fortnightlyFromMonthlyCents(m.monthlyCents),
    weeklyCents: weeklyFromMonthlyCents(m.monthlyCents),
    comparisonRatePercent: basisComparisonRate(m, m.termMonths, m.annualRatePercent, m.monthlyCents),
    totalPayableCents: totalPayable(m.termYears, m.monthlyCents),
  };
}

/**
 * The comparison rate of a monthly repayment on a loan's basis: the repayments and the balloon discounted
 * back to the amount to borrow (`growth` as basisMonthlyCents was given it, when known).
 */
export const basisComparisonRate = (
  basis: Pick<LoanBasis, 'amountToBorrowCents' | 'balloonCents'>, termMonths: number, annualRatePercent: number, monthlyCents: Cents, growth?: number,
): number => comparisonRateOf(basis.amountToBorrowCents, monthlyCents, termMonths, basis.balloonCents, annualRatePercent, growth);

/** One lender's numbers for one loan structure (monthlyQuote, then completeQuote); null when it cannot be financed. */
export function quoteLoan(input: LoanQuoteInput): LoanQuote | null {
  const monthly = monthlyQuote(input);
  return monthly && completeQuote(monthly);
}
