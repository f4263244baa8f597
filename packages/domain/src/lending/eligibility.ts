import type { CreditHistory, EmploymentType, LoanUsage, Residency } from '../enums/index';
import type { EligibilityRules } from './eligibility-rules';

// Eligibility of an applicant under a lender's or product's rules. Quotes are indicative: a rule applies
// only to a fact that is known, so an anonymous quote is not narrowed by what nobody has told us yet;
// pre-approval passes the bureau's facts (credit history, score) and the same rules decide.

export interface ApplicantFacts {
  loanUsage: LoanUsage;
  residency?: Residency;
  employmentStatus?: EmploymentType;
  /** Gross annual income, dollars. */
  annualIncome?: number;
  /** ISO dates YYYY-MM-DD. */
  abnRegisteredFrom?: string;
  gstRegisteredFrom?: string;
  creditHistory?: CreditHistory;
  creditScore?: number;
  /** Today, YYYY-MM-DD: ages are counted to it. */
  asOf: string;
}

export type IneligibleReason =
  | 'RESIDENCY' | 'EMPLOYMENT' | 'INCOME' | 'ABN_AGE' | 'GST_AGE' | 'CREDIT_HISTORY' | 'CREDIT_SCORE';

/** Whole months from `from` to `to` (both YYYY-MM-DD); negative when `from` is later. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The first rule the facts fail, or null when they pass. */
export function checkEligibility(rules: EligibilityRules, facts: ApplicantFacts): IneligibleReason | null {
  if (rules.residency && facts.residency && !rules.residency.includes(facts.residency)) return 'RESIDENCY';
  if (rules.employment && facts.employmentStatus && !rules.employment.includes(facts.employmentStatus)) return 'EMPLOYMENT';
  if (rules.minAnnualIncome !== undefined && facts.annualIncome !== undefined && facts.annualIncome < rules.minAnnualIncome) {
    return 'INCOME';
  }
  // issue 3: "ABN and GST age for commercial": business loans only.
  if (facts.loanUsage === 'BUSINESS') {
    if (rules.minAbnAgeMonths !== undefined && facts.abnRegisteredFrom
      && monthsBetween(facts.abnRegisteredFrom, facts.asOf) < rules.minAbnAgeMonths) return 'ABN_AGE';
    if (rules.minGstAgeMonths !== undefined && facts.gstRegisteredFrom
      && monthsBetween(facts.gstRegisteredFrom, facts.asOf) < rules.minGstAgeMonths) return 'GST_AGE';
  }
  if (rules.excludedCreditHistories && facts.creditHistory && rules.excludedCreditHistories.includes(facts.creditHistory)) {
    return 'CREDIT_HISTORY';
  }
  if (rules.minCreditScore !== undefined && facts.creditScore !== undefined && facts.creditScore < rules.minCreditScore) {
    return 'CREDIT_SCORE';
  }
  return null;
}

/** Both the lender's and the product's rules must pass. */
export const checkLenderAndProduct = (lender: EligibilityRules, product: EligibilityRules, facts: ApplicantFacts) =>
  checkEligibility(lender, facts) ?? checkEligibility(product, facts);
