import type { Commission } from '../partner/config';
import { comparisonRatePercent } from './comparison-rate';
import { amountToBorrow, balloonAmountCents, commissionCents, financeTotalCents, totalPayable } from './loan-structure';
import type { Cents } from './money';
import { fortnightlyFromMonthlyCents, monthlyRepaymentCents, weeklyFromMonthlyCents, type Repayments } from './repayment';

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

/**
 * One lender's structure and monthly repayment for one loan, by issue 3's definitions: financeTotal =
 * amount to borrow + upfront fee + commission; the monthly repayment amortises financeTotal to the balloon
 * at the advertised rate, plus the monthly fee. Null when the structure cannot be financed: nothing to
 * borrow, a balloon at or above the amount financed (a lender would not write it), or a repayment that
 * rounds to no cents at all.
 */
export function monthlyQuote(input: LoanQuoteInput): MonthlyQuote | null {
  const { purchasePriceCents, termYears, annualRatePercent, upfrontFeeCents = 0, monthlyFeeCents = 0 } = input;
  const amount = amountToBorrow(purchasePriceCents, input.depositCents, input.tradeInCents);
  const termMonths = Math.round(termYears * 12);
  if (amount <= 0 || termMonths <= 0) return null;
  const commission = input.commission ? commissionCents(amount, input.commission) : 0;
  const financed = financeTotalCents(amount, upfrontFeeCents, commission);
  const balloon = balloonAmountCents(purchasePriceCents, input.balloonPercent ?? 0);
  if (balloon >= financed) return null;
  const monthly = monthlyRepaymentCents({
    principalCents: financed, annualRatePercent, termMonths, balloonCents: balloon, monthlyFeeCents,
  });
  // A loan so small that its repayment rounds to nothing cannot be repaid in whole cents.
  if (monthly - monthlyFeeCents <= 0) return null;
  return {
    amountToBorrowCents: amount, commissionCents: commission, financeTotalCents: financed, balloonCents: balloon,
    monthlyCents: monthly, termYears, termMonths, annualRatePercent,
  };
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
    comparisonRatePercent: comparisonRatePercent({
      amountCents: m.amountToBorrowCents, repaymentCents: m.monthlyCents, termMonths: m.termMonths, balloonCents: m.balloonCents,
      advertisedRatePercent: m.annualRatePercent,
    }),
    totalPayableCents: totalPayable(m.termYears, m.monthlyCents),
  };
}

/** One lender's numbers for one loan structure (monthlyQuote, then completeQuote); null when it cannot be financed. */
export function quoteLoan(input: LoanQuoteInput): LoanQuote | null {
  const monthly = monthlyQuote(input);
  return monthly && completeQuote(monthly);
}
