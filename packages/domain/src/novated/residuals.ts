import type { LoanUsage } from '../enums/index';

// spec 2 §9: "Novated preset balloon percent by term in years: 1 is 65.63; 2 is 56.25; 3 is 46.88; 4 is 37.5;
// 5 is 28.13." finance.md: the same as the ATO minimum residuals (ATO ID 2002/1004).
export const ATO_MINIMUM_RESIDUAL_PERCENT: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = {
  1: 65.63,
  2: 56.25,
  3: 46.88,
  4: 37.5,
  5: 28.13,
};

// spec 2 §9: "Novated only when term is 5 years or less."
export const NOVATED_MAX_TERM_YEARS = 5;

export const isNovatedTerm = (termYears: number): boolean =>
  Number.isInteger(termYears) && termYears >= 1 && termYears <= NOVATED_MAX_TERM_YEARS;

/** spec 2 "Loan purpose behaviour": the preset balloon for a novated term; none beyond 5 years. */
export function novatedPresetBalloon(termYears: number): number | undefined {
  return isNovatedTerm(termYears) ? ATO_MINIMUM_RESIDUAL_PERCENT[termYears as 1 | 2 | 3 | 4 | 5] : undefined;
}

/** spec 2 "Loan purpose behaviour": "A term over 5 switches novated to personal." */
export const loanUsageForTerm = (loanUsage: LoanUsage, termYears: number): LoanUsage =>
  loanUsage === 'NOVATED' && termYears > NOVATED_MAX_TERM_YEARS ? 'PERSONAL' : loanUsage;
