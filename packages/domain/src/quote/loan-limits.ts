import { PURCHASE_PRICE_MAX, TRADE_IN_MAX } from '../borrower/limits';
import type { Country } from '../enums/index';
import { amountToBorrow as amountToBorrowCents } from '../finance/loan-structure';
import { fromCents, roundCents, toCents } from '../finance/money';
import { DEFAULT_LOAN_TERM_YEARS, type PartnerConfig } from '../partner/config';

// spec 2 §5 "Loan" and §9 "Business constants and limits": the loan screen's limits, written once for the
// quick calculator, the loan details, the campaign landing and the add-deposit modal.

export { PURCHASE_PRICE_MAX, TRADE_IN_MAX };

/** spec 2 §5: "purchase price max 999999 (message 'Please enter a purchase price' when flagged)". */
export const PURCHASE_PRICE_MESSAGE = 'Please enter a purchase price';

/** spec 2 §9: "Default maximum balloon 50 percent." */
export const DEFAULT_MAX_BALLOON_PERCENT = 50;

/** spec 2 §9: "Loan term 1 to 7 (NZ 5)." */
export const LOAN_TERM_FLOOR = 1;
export const DEFAULT_MAX_LOAN_TERM: Readonly<Record<Country, number>> = { AU: 7, NZ: 5 };

type LimitPartner = Partial<Pick<PartnerConfig, 'country' | 'minLoanTerm' | 'maxLoanTerm' | 'loanTerm' | 'maxBalloonPercent' | 'minDepositPercent'>>;

export interface LoanTermRange {
  min: number;
  max: number;
  /** spec 2 §5: "if minimum equals maximum the term is shown fixed". */
  fixed: boolean;
}

/**
 * spec 2 §5: "loan term 1 to partner maximum (default 7; 5 for NZ), step 1". A partner minimum above its
 * maximum is a configuration slip: the maximum wins, and the term is fixed there.
 */
export function loanTermRange(partner: LimitPartner | null | undefined): LoanTermRange {
  const max = partner?.maxLoanTerm ?? DEFAULT_MAX_LOAN_TERM[partner?.country ?? 'AU'];
  const min = Math.min(Math.max(LOAN_TERM_FLOOR, partner?.minLoanTerm ?? LOAN_TERM_FLOOR), max);
  return { min, max, fixed: min === max };
}

/** A term held inside the partner's range, whole years; spec 2 §9 "Default partner loan term 5 years". */
export function clampLoanTerm(term: number | undefined, partner: LimitPartner | null | undefined): number {
  const { min, max } = loanTermRange(partner);
  const wanted = term ?? partner?.loanTerm ?? DEFAULT_LOAN_TERM_YEARS;
  return Math.min(max, Math.max(min, Math.round(wanted)));
}

/** spec 2 §5: "balloon max is the partner maximum or 50 percent". */
export const maxBalloonPercent = (partner: LimitPartner | null | undefined): number =>
  partner?.maxBalloonPercent ?? DEFAULT_MAX_BALLOON_PERCENT;

export const clampBalloon = (balloon: number | undefined, partner: LimitPartner | null | undefined): number =>
  Math.min(maxBalloonPercent(partner), Math.max(0, balloon ?? 0));

/** The partner's minimum deposit for a price, in dollars to the cent (0 when the partner sets none). */
export function minimumDeposit(price: number | undefined, partner: LimitPartner | null | undefined): number {
  const percent = partner?.minDepositPercent ?? 0;
  if (!price || percent <= 0) return 0;
  return fromCents(roundCents((toCents(price) * percent) / 100));
}

/**
 * spec 2 §5: "deposit is raised to the partner minimum deposit percent of price". The deposit never
 * exceeds the price either: nobody puts down more than the vehicle costs.
 */
export function raiseDeposit(deposit: number | undefined, price: number | undefined, partner: LimitPartner | null | undefined): number {
  const raised = Math.max(deposit ?? 0, minimumDeposit(price, partner));
  return price ? Math.min(raised, price) : raised;
}

/** spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in" (never below 0), in dollars. */
export const amountToBorrow = (loan: { purchasePrice?: number | undefined; deposit?: number | undefined; tradeIn?: number | undefined }): number =>
  fromCents(amountToBorrowCents(toCents(loan.purchasePrice ?? 0), toCents(loan.deposit ?? 0), toCents(loan.tradeIn ?? 0)));

/** spec 2 §5: a purchase price is flagged when it is missing, zero or above the cap. */
export const isPurchasePriceValid = (price: number | undefined): price is number =>
  typeof price === 'number' && price > 0 && price <= PURCHASE_PRICE_MAX;
