import type { Loan } from '../borrower/loan';
import type { LoanUsage } from '../enums/index';
import type { PartnerConfig } from '../partner/config';
import { clampLoanTerm } from './loan-limits';

// The loan structure a screen starts from when the borrower has not said: spec 2 §9 "Default partner loan
// term 5 years if absent; balloon 0"; the partner's loanUsage, loanTerm and loanBalloon (spec 1 §3).

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
  return {
    ...loan,
    loanUsage: loan?.loanUsage ?? partner?.loanUsage ?? 'PERSONAL',
    loanTerm: clampLoanTerm(loan?.loanTerm, partner),
    balloon: loan?.balloon ?? partner?.loanBalloon ?? 0,
  };
}
