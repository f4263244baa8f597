import type { ShownLendersRecord } from '../borrower/lenders';
import type { Loan } from '../borrower/loan';
import type { PreApprovalRequestInput } from '../contracts/pre-approval';
import { amountToBorrow, commissionCents, financeTypeCommission } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import type { PartnerConfig } from '../partner/config';
import { isDemoMode } from './demo-names';

// spec 2 §7 "POST /api/submit/preApproval" payload: "monthlyRepayment, applicationId, waterfallLenders
// (lists), sendLeadEmail, commissionAmount, isDemoMode, creditScoreTestDrive". One builder, so every
// screen that asks for the pre-approval sends the same fields.

/** The contract's cap on commissionAmount (contracts/pre-approval). */
const COMMISSION_AMOUNT_MAX = 100_000;

export interface PreApprovalBorrower {
  application?: { applicationId?: string | null | undefined } | null | undefined;
  personalDetails?: { firstName?: string | undefined; lastName?: string | undefined } | null | undefined;
  loan?: Loan | null | undefined;
  selectedLender?: { lenderName?: string | undefined } | null | undefined;
  shownLenders?: readonly ShownLendersRecord[] | null | undefined;
}

export type PreApprovalPartner = Partial<Pick<PartnerConfig, 'waterfallLenders' | 'sendLeadEmail' | 'isDemoMode' | 'financeTypeCommission'>>;

/**
 * The repayment the borrower was last shown (spec 1 §3 "Lender-shown record"): the chosen lender's in the
 * latest record that names it, else the lowest in the latest record; undefined before any was shown.
 */
export function lastShownMonthlyRepayment(borrower: Pick<PreApprovalBorrower, 'selectedLender' | 'shownLenders'>): number | undefined {
  const latest = borrower.shownLenders?.at(-1)?.shownLenders ?? [];
  const chosen = borrower.selectedLender?.lenderName;
  const own = chosen ? latest.find((e) => e.lenderName === chosen)?.monthlyRepaymentAmount : undefined;
  if (own !== undefined) return own;
  const amounts = latest.map((e) => e.monthlyRepaymentAmount).filter((a): a is number => a !== undefined);
  return amounts.length ? Math.min(...amounts) : undefined;
}

/**
 * spec 1 §3 financeTypeCommission (spec 1 §9 default 3 PERCENTAGE) on the amount to borrow, in dollars;
 * undefined while there is nothing to borrow or when it is beyond the contract's cap.
 */
export function commissionAmountFor(loan: Loan | null | undefined, partner: PreApprovalPartner | null | undefined): number | undefined {
  const amount = amountToBorrow(toCents(loan?.purchasePrice ?? 0), toCents(loan?.deposit ?? 0), toCents(loan?.tradeIn ?? 0));
  if (amount <= 0) return undefined;
  const commission = fromCents(commissionCents(amount, financeTypeCommission(partner ?? undefined, {
    ...(loan?.loanUsage ? { loanUsage: loan.loanUsage } : {}),
    ...(loan?.financeType ? { financeType: loan.financeType } : {}),
  })));
  return commission <= COMMISSION_AMOUNT_MAX ? commission : undefined;
}

/**
 * The payload, or null without an application to check (the call cannot be made; spec 2 §7 "failure
 * treated as referred"). creditScoreTestDrive is false for the finance journey's check; the test-drive
 * agreement's credit check sets it, so the score alone decides (spec 2 "Test drive agreement").
 */
export function preApprovalRequestFor(
  borrower: PreApprovalBorrower, partner: PreApprovalPartner | null | undefined,
  { creditScoreTestDrive = false }: { creditScoreTestDrive?: boolean } = {},
): PreApprovalRequestInput | null {
  const applicationId = borrower.application?.applicationId;
  if (!applicationId) return null;
  const monthlyRepayment = lastShownMonthlyRepayment(borrower);
  const commissionAmount = commissionAmountFor(borrower.loan, partner);
  return {
    applicationId,
    ...(monthlyRepayment !== undefined ? { monthlyRepayment } : {}),
    waterfallLenders: partner?.waterfallLenders ?? null,
    sendLeadEmail: partner?.sendLeadEmail ?? false,
    ...(commissionAmount !== undefined ? { commissionAmount } : {}),
    // spec 1 §4 "Demo mode": the partner's, or the borrower's name is a demo name.
    isDemoMode: isDemoMode(partner, borrower.personalDetails),
    creditScoreTestDrive,
  };
}
