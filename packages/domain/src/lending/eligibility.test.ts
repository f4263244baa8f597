import { describe, expect, it } from 'vitest';
import type { EligibilityRules } from './eligibility-rules';
import { checkEligibility, checkLenderAndProduct, monthsBetween, type ApplicantFacts } from './eligibility';

// Issue 3 "Lender panel": "eligibility rules (residency, employment, minimum income, ABN and GST age for
// commercial, credit history exclusions)".
const facts = (over: Partial<ApplicantFacts> = {}): ApplicantFacts => ({ loanUsage: 'PERSONAL', asOf: '2026-03-15', ...over });

describe('checkEligibility', () => {
  it('passes when no rule is set, and when a rule has no fact to judge (quotes are indicative)', () => {
    expect(checkEligibility({}, facts({ residency: 'VISA_HOLDER', annualIncome: 1 }))).toBeNull();
    expect(checkEligibility({ residency: ['AUSTRALIAN_CITIZEN'], minAnnualIncome: 50_000, minCreditScore: 600 }, facts())).toBeNull();
  });

  it('residency and employment must be among those accepted', () => {
    const r: EligibilityRules = { residency: ['AUSTRALIAN_CITIZEN', 'PERMANENT_RESIDENT'], employment: ['PERMANENT'] };
    expect(checkEligibility(r, facts({ residency: 'VISA_HOLDER' }))).toBe('RESIDENCY');
    expect(checkEligibility(r, facts({ residency: 'PERMANENT_RESIDENT', employmentStatus: 'CASUAL' }))).toBe('EMPLOYMENT');
    expect(checkEligibility(r, facts({ residency: 'AUSTRALIAN_CITIZEN', employmentStatus: 'PERMANENT' }))).toBeNull();
  });

  it('minimum income is inclusive', () => {
    expect(checkEligibility({ minAnnualIncome: 40_000 }, facts({ annualIncome: 39_999.99 }))).toBe('INCOME');
    expect(checkEligibility({ minAnnualIncome: 40_000 }, facts({ annualIncome: 40_000 }))).toBeNull();
  });

  it('ABN and GST ages apply to business loans only (spec 1 §9 "business age threshold 2 years")', () => {
    const rules = { minAbnAgeMonths: 24, minGstAgeMonths: 12 };
    const young = { abnRegisteredFrom: '2024-03-16', gstRegisteredFrom: '2025-06-01' };
    expect(checkEligibility(rules, facts({ ...young }))).toBeNull();
    expect(checkEligibility(rules, facts({ ...young, loanUsage: 'BUSINESS' }))).toBe('ABN_AGE');
    expect(checkEligibility(rules, facts({ loanUsage: 'BUSINESS', abnRegisteredFrom: '2024-03-15', gstRegisteredFrom: '2025-06-01' }))).toBe('GST_AGE');
    expect(checkEligibility(rules, facts({ loanUsage: 'BUSINESS', abnRegisteredFrom: '2024-03-15', gstRegisteredFrom: '2025-03-15' }))).toBeNull();
  });

  it('credit history exclusions and the minimum bureau score (pre-approval facts)', () => {
    const rules: EligibilityRules = { excludedCreditHistories: ['UNPAID_DEFAULTS', 'BANKRUPT'], minCreditScore: 500 };
    expect(checkEligibility(rules, facts({ creditHistory: 'BANKRUPT' }))).toBe('CREDIT_HISTORY');
    expect(checkEligibility(rules, facts({ creditHistory: 'PAID_DEFAULTS', creditScore: 499 }))).toBe('CREDIT_SCORE');
    expect(checkEligibility(rules, facts({ creditHistory: 'PAID_DEFAULTS', creditScore: 500 }))).toBeNull();
  });

  it('a lender and its product must both pass', () => {
    expect(checkLenderAndProduct({ minAnnualIncome: 30_000 }, {}, facts({ annualIncome: 20_000 }))).toBe('INCOME');
    expect(checkLenderAndProduct({}, { employment: ['PERMANENT'] }, facts({ employmentStatus: 'OTHER' }))).toBe('EMPLOYMENT');
  });
});

describe('monthsBetween', () => {
  it('counts whole months', () => {
    expect(monthsBetween('2024-03-15', '2026-03-15')).toBe(24);
    expect(monthsBetween('2024-03-16', '2026-03-15')).toBe(23);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(0);
    expect(monthsBetween('2027-01-01', '2026-01-01')).toBe(-12);
  });
});
