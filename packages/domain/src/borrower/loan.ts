import { z } from 'zod/mini';
import { FinanceType, LoanType, LoanUsage, RepaymentFrequency } from '../enums/index';
import { amount, whole } from './fields';
import { BALLOON_PERCENT_MAX, LOAN_TERM_MAX, LOAN_TERM_MIN, PURCHASE_PRICE_MAX, TRADE_IN_MAX } from './limits';

// spec 2 §3 "loan", with the repayment frequency of spec 1 §3 "Loan structure".
// spec 2 §5: purchase price max 999999; trade-in max 999999; loan term 1 to the partner maximum (at most 7);
// the balloon's partner maximum (default 50) is the loan screen's rule, the document caps at 100 percent.
export const Loan = z.strictObject({
  loanUsage: z.optional(LoanUsage),
  loanTerm: z.optional(whole(LOAN_TERM_MAX, LOAN_TERM_MIN)),
  purchasePrice: z.optional(amount(PURCHASE_PRICE_MAX)),
  // The deposit is part of the price, so it shares the price's cap.
  deposit: z.optional(amount(PURCHASE_PRICE_MAX)),
  balloon: z.optional(amount(BALLOON_PERCENT_MAX)),
  tradeIn: z.optional(amount(TRADE_IN_MAX)),
  loanType: z.optional(LoanType),
  financeType: z.optional(FinanceType),
  repaymentFrequency: z.optional(RepaymentFrequency),
});
export type Loan = z.infer<typeof Loan>;
