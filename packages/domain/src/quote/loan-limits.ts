import { PURCHASE_PRICE_MAX, TRADE_IN_MAX } from '../borrower/limits';
import type { Country, Housing, LoanUsage } from '../enums/index';
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

/** spec 2 §9: "Minimum deposit of 10 is required for business non-owners without a lender" (docs/decisions/012). */
export const BUSINESS_NON_OWNER_MIN_DEPOSIT_PERCENT = 10;

/** Homes a borrower owns, outright or with a mortgage (spec 1 §9 Housing); any other answer is a non-owner. */
const HOME_OWNERSHIP: ReadonlySet<Housing> = new Set<Housing>(['OWNER', 'MORTGAGE']);

/** What the borrower has said that moves the minimum deposit (all optional: an anonymous quote has none). */
export interface DepositFacts {
  loanUsage?: LoanUsage | undefined;
  /** The first address's ownershipType (spec 2 §3 "address (first entry used)"). */
  ownershipType?: Housing | undefined;
  /** A lender has been chosen (selectedLender): its own terms then apply. */
  lenderChosen?: boolean;
}

/**
 * The deposit facts of a borrower document (or draft), for the loan being shaped (by default the stored
 * one): a loan screen's purpose may not be stored yet.
 */
export const depositFactsOf = (
  borrower: {
    loan?: { loanUsage?: LoanUsage | undefined } | undefined;
    address?: ReadonlyArray<{ ownershipType?: Housing | undefined }> | undefined;
    selectedLender?: unknown;
  },
  loan: { loanUsage?: LoanUsage | undefined } | undefined = borrower.loan,
): DepositFacts => ({
  loanUsage: loan?.loanUsage,
  ownershipType: borrower.address?.[0]?.ownershipType,
  lenderChosen: borrower.selectedLender !== undefined && borrower.selectedLender !== null,
});

/**
 * The minimum deposit as a percent of the price: the partner's minDepositPercent, raised to 10 for a business
 * loan whose borrower has said they do not own their home, while no lender is chosen (spec 2 §9).
 */
export function minimumDepositPercent(partner: LimitPartner | null | undefined, facts: DepositFacts = {}): number {
  const nonOwner = facts.ownershipType !== undefined && !HOME_OWNERSHIP.has(facts.ownershipType);
  const rule = facts.loanUsage === 'BUSINESS' && nonOwner && !facts.lenderChosen ? BUSINESS_NON_OWNER_MIN_DEPOSIT_PERCENT : 0;
  return Math.max(partner?.minDepositPercent ?? 0, rule);
}

/** The minimum deposit for a price, in dollars to the cent (0 when there is none). */
export function minimumDeposit(price: number | undefined, partner: LimitPartner | null | undefined, facts: DepositFacts = {}): number {
  const percent = minimumDepositPercent(partner, facts);
  if (!price || percent <= 0) return 0;
  return fromCents(roundCents((toCents(price) * percent) / 100));
}

/**
 * spec 2 §5: "deposit is raised to the partner minimum deposit percent of price" (and spec 2 §9's business
 * minimum). The deposit never exceeds the price either: nobody puts down more than the vehicle costs.
 */
export function raiseDeposit(
  deposit: number | undefined, price: number | undefined, partner: LimitPartner | null | undefined, facts: DepositFacts = {},
): number {
  const raised = Math.max(deposit ?? 0, minimumDeposit(price, partner, facts));
  return price ? Math.min(raised, price) : raised;
}

/** spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in" (never below 0), in dollars. */
export const amountToBorrow = (loan: CoveredLoan): number =>
  fromCents(amountToBorrowCents(toCents(loan.purchasePrice ?? 0), toCents(loan.deposit ?? 0), toCents(loan.tradeIn ?? 0)));

/** spec 2 §5: a purchase price is flagged when it is missing, zero or above the cap. */
export const isPurchasePriceValid = (price: number | undefined): price is number =>
  typeof price === 'number' && price > 0 && price <= PURCHASE_PRICE_MAX;

export type CoveredLoan = { purchasePrice?: number | undefined; deposit?: number | undefined; tradeIn?: number | undefined };

/**
 * spec 2 §5 "amount to borrow = purchase price minus deposit minus trade-in": with a price given and nothing
 * left to borrow there is no repayment to estimate, and the card says why rather than asking for a price.
 */
export function nothingToBorrowText(loan: CoveredLoan | undefined): string | undefined {
  if (!loan || !isPurchasePriceValid(loan.purchasePrice) || amountToBorrow(loan) > 0) return undefined;
  const deposit = (loan.deposit ?? 0) > 0;
  const tradeIn = (loan.tradeIn ?? 0) > 0;
  const cover = deposit && tradeIn ? 'Your deposit and trade-in cover' : tradeIn ? 'Your trade-in covers' : 'Your deposit covers';
  return `${cover} the purchase price, so there’s nothing to borrow.`;
}
