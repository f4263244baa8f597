import type { LoanUsage } from '../enums/index';
import { NOVATED_MAX_TERM_YEARS, novatedPresetBalloon } from '../novated/residuals';

// spec 2 §2 "Loan purpose behaviour":
// - "Choosing novated when the term is over 5 forces the purpose to personal."
// - "Choosing novated sets a preset balloon by term; leaving novated clears it."
// - "A term over 5 switches novated to personal."
// The preset follows the term while novated (a 3-year novated lease carries the 3-year residual), since
// the preset is defined "by term".

export interface PurposeStructure {
  loanUsage?: LoanUsage | undefined;
  loanTerm: number;
  /** Percent of the purchase price. */
  balloon?: number | undefined;
}

/** The balloon a structure leaving novated is left with: cleared. */
export const CLEARED_BALLOON = 0;

function leaving<T extends PurposeStructure>(loan: T, loanUsage: LoanUsage): T & PurposeStructure {
  return { ...loan, loanUsage, balloon: loan.loanUsage === 'NOVATED' ? CLEARED_BALLOON : loan.balloon };
}

/** The structure after the borrower picks a loan purpose. */
export function choosePurpose<T extends PurposeStructure>(loan: T, purpose: LoanUsage): T & PurposeStructure {
  if (purpose !== 'NOVATED') return leaving(loan, purpose);
  if (loan.loanTerm > NOVATED_MAX_TERM_YEARS) return leaving(loan, 'PERSONAL');
  return { ...loan, loanUsage: 'NOVATED', balloon: novatedPresetBalloon(loan.loanTerm) ?? CLEARED_BALLOON };
}

/** The structure after the borrower moves the term slider. */
export function changeTerm<T extends PurposeStructure>(loan: T, loanTerm: number): T & PurposeStructure {
  const next = { ...loan, loanTerm };
  if (loan.loanUsage !== 'NOVATED') return next;
  if (loanTerm > NOVATED_MAX_TERM_YEARS) return leaving(next, 'PERSONAL');
  return { ...next, balloon: novatedPresetBalloon(loanTerm) ?? CLEARED_BALLOON };
}

/** Novated is only offered for terms of 5 years or less (spec 2 §9 "Novated only when term is 5 years or less"). */
export const novatedAvailable = (loanTerm: number): boolean => loanTerm <= NOVATED_MAX_TERM_YEARS;
