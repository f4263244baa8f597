import type { Commission } from '../partner/config';
import { comparisonRatePercent } from './comparison-rate';
import { amountToBorrow, balloonAmountCents, commissionCents, financeTotalCents, totalPayable } from './loan-structure';
import type { Cents } from './money';
import { monthlyRepaymentCents, repaymentsFromMonthly, type Repayments } from './repayment';

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

/**
 * One lender's numbers for one loan structure, by issue 3's definitions: financeTotal = amount to borrow +
 * upfront fee + commission; the monthly repayment amortises financeTotal to the balloon at the advertised
 * rate, plus the monthly fee; the comparison rate discounts those repayments and the balloon back to the
 * amount to borrow. Null when the structure cannot be financed: nothing to borrow, or a balloon at or above
 * the amount financed (a lender would not write it).
 */
export function quoteLoan(input: LoanQuoteInput): LoanQuote | null {
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
  return {
    amountToBorrowCents: amount,
    commissionCents: commission,
    financeTotalCents: financed,
    balloonCents: balloon,
    ...repaymentsFromMonthly(monthly),
    comparisonRatePercent: comparisonRatePercent({ amountCents: amount, repaymentCents: monthly, termMonths, balloonCents: balloon }),
    totalPayableCents: totalPayable(termYears, monthly),
  };
}
