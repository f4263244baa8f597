import type { Loan } from '../borrower/loan';
import type { LoanUsage } from '../enums/index';
import { loanUsageForTerm, novatedPresetBalloon } from '../novated/residuals';
import type { PartnerConfig } from '../partner/config';
import { clampLoanTerm } from './loan-limits';
import { CLEARED_BALLOON } from './loan-purpose';

// The loan structure a screen starts from when the borrower has not said: spec 2 §9 "Default partner loan
// term 5 years if absent; balloon 0"; the partner's loanUsage, loanTerm and loanBalloon (spec 1 §3).
// The loan purpose behaviour (spec 2 §2) holds from the start, as choosePurpose and changeTerm hold it on a
// change: a novated lease carries the preset balloon for its term, and a term over 5 is a personal loan.

/** spec 2 §9: "Lender refresh delay 1.5 s" ("Lender list is refreshed 1.5 seconds after a price, term or
 * purpose change", spec 2 §2). */
export const LENDER_REFRESH_DELAY_MS = 1500;

export type DefaultsPartner = Partial<Pick<PartnerConfig, 'country' | 'loanUsage' | 'loanTerm' | 'loanBalloon' | 'minLoanTerm' | 'maxLoanTerm'>>;

export interface LoanStructure extends Loan {
  loanUsage: LoanUsage;
  loanTerm: number;
  balloon: number;
}

export function loanWithDefaults(loan: Loan | undefined, partner: DefaultsPartner | null | undefined): LoanStructure {
  const loanTerm = clampLoanTerm(loan?.loanTerm, partner);
  const wanted = loan?.loanUsage ?? partner?.loanUsage ?? 'PERSONAL';
  const loanUsage = loanUsageForTerm(wanted, loanTerm);
  return { ...loan, loanUsage, loanTerm, balloon: startingBalloon(loan?.balloon, wanted, loanUsage, loanTerm, partner) };
}

/**
 * spec 2 §2 "Choosing novated sets a preset balloon by term; leaving novated clears it": a novated lease
 * without a balloon of its own starts at the preset for its term (the ATO residual, not the partner's
 * loanBalloon); a novated lease switched to personal by its term starts cleared, as changeTerm leaves it.
 */
function startingBalloon(
  balloon: number | undefined, wanted: LoanUsage, loanUsage: LoanUsage, loanTerm: number, partner: DefaultsPartner | null | undefined,
): number {
  if (wanted === 'NOVATED' && loanUsage !== 'NOVATED') return CLEARED_BALLOON;
  if (balloon !== undefined) return balloon;
  if (loanUsage === 'NOVATED') return novatedPresetBalloon(loanTerm) ?? CLEARED_BALLOON;
  return partner?.loanBalloon ?? 0;
}
