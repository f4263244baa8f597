import type { FinanceType, LoanUsage } from '../enums/index';
import { DEFAULT_COMMISSION, type Commission, type PartnerConfig } from '../partner/config';
import { roundCents, toCents, type Cents } from './money';

/**
 * spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in". Never below 0: a deposit and
 * trade-in worth more than the price leave nothing to borrow, not a negative loan.
 */
export const amountToBorrow = (priceCents: Cents, depositCents: Cents = 0, tradeInCents: Cents = 0): Cents =>
  Math.max(0, priceCents - depositCents - tradeInCents);

/**
 * Issue 3 `balloonAmount` = purchase price × balloon% / 100, in cents. (Spec 1 §4 says "loan amount x balloon
 * percent / 100"; issue 3 fixes the base as the purchase price, as lenders set residuals on the asset's price.)
 */
export const balloonAmountCents = (priceCents: Cents, balloonPercent: number): Cents =>
  roundCents((priceCents * balloonPercent) / 100);

/** spec 1 §4: "Total payable = term years x 12 x monthly repayment" (in the unit of the repayment). */
export const totalPayable = (termYears: number, monthlyRepayment: number): number => termYears * 12 * monthlyRepayment;

/** Issue 3 `financeTotal` = amount to borrow + upfront fee + commission (fees financed). */
export const financeTotalCents = (amountCents: Cents, upfrontFeeCents: Cents = 0, commissionCents: Cents = 0): Cents =>
  amountCents + upfrontFeeCents + commissionCents;

/**
 * spec 1 §3 `financeTypeCommission` value and type: PERCENTAGE of the amount to borrow, or DOLLAR (a dollar
 * amount, as partners configure it). spec 1 §9: default 3 PERCENTAGE.
 */
export function commissionCents(amountCents: Cents, commission: Commission = DEFAULT_COMMISSION.consumer): Cents {
  return commission.type === 'PERCENTAGE' ? roundCents((amountCents * commission.value) / 100) : toCents(commission.value);
}

// spec 1 §3 "financeTypeCommission (per finance type ...; consumer and commercial)". Finance types that are
// business products take the commercial commission: every COMMERCIAL_* type, BUSINESS_USE, and
// PAYG_CHATTEL_MORTGAGE (a chattel mortgage, a business-use structure, for a PAYG earner).
const COMMERCIAL_FINANCE_TYPES: ReadonlySet<FinanceType> = new Set<FinanceType>([
  'COMMERCIAL', 'COMMERCIAL_LOW_DOC', 'COMMERCIAL_FULL_DOC', 'COMMERCIAL_ALT_DOC', 'COMMERCIAL_LEASE',
  'COMMERCIAL_LEASE_LOW_DOC', 'COMMERCIAL_LEASE_FULL_DOC', 'COMMERCIAL_LEASE_ALT_DOC', 'BUSINESS_USE',
  'COMMERCIAL_START_UP', 'COMMERCIAL_REP_LEND', 'PAYG_CHATTEL_MORTGAGE',
]);

export type CommissionKind = 'consumer' | 'commercial';

/** Which of the partner's two commissions applies: the finance type when known, else the loan usage. */
export function commissionKind({ loanUsage, financeType }: { loanUsage?: LoanUsage; financeType?: FinanceType }): CommissionKind {
  if (financeType) return COMMERCIAL_FINANCE_TYPES.has(financeType) ? 'commercial' : 'consumer';
  return loanUsage === 'BUSINESS' ? 'commercial' : 'consumer';
}

/** The partner's commission for a loan, falling back to spec 1 §9's default (3 PERCENTAGE each). */
export function financeTypeCommission(
  config: Pick<PartnerConfig, 'financeTypeCommission'> | undefined,
  loan: { loanUsage?: LoanUsage; financeType?: FinanceType },
): Commission {
  const table = config?.financeTypeCommission ?? DEFAULT_COMMISSION;
  return table[commissionKind(loan)];
}
