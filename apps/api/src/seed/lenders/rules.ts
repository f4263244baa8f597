import type { DocumentCode } from '@kerb/domain/enums/index';
import type { EligibilityRules } from '@kerb/domain/lending/eligibility-rules';

// Eligibility and document sets shared by the sample lenders, as lenders of each kind typically set them.

export const BANK_RULES: EligibilityRules = {
  residency: ['AUSTRALIAN_CITIZEN', 'PERMANENT_RESIDENT', 'NEWZETLAND_CITIZEN'],
  employment: ['PERMANENT', 'CASUAL'],
  minAnnualIncome: 35_000,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'PREV_COMP_CREDIT', 'EX_BANKRUPT', 'BANKRUPT'],
  minCreditScore: 600,
};

export const MUTUAL_RULES: EligibilityRules = {
  residency: ['AUSTRALIAN_CITIZEN', 'PERMANENT_RESIDENT', 'NEWZETLAND_CITIZEN'],
  minAnnualIncome: 30_000,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'EX_BANKRUPT', 'BANKRUPT'],
  minCreditScore: 550,
};

export const NON_BANK_RULES: EligibilityRules = {
  minAnnualIncome: 25_000,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'BANKRUPT'],
  minCreditScore: 500,
};

// Specialists in impaired credit: they take paid and unpaid defaults and discharged bankrupts.
export const BAD_CREDIT_RULES: EligibilityRules = {
  minAnnualIncome: 20_000,
  excludedCreditHistories: ['BANKRUPT'],
  minCreditScore: 250,
};

// spec 1 §9 "business age threshold 2 years"; GST registration for the low-doc lenders.
export const COMMERCIAL_RULES: EligibilityRules = {
  minAbnAgeMonths: 24,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'BANKRUPT'],
  minCreditScore: 500,
};
export const LOW_DOC_RULES: EligibilityRules = {
  minAbnAgeMonths: 24,
  minGstAgeMonths: 12,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'EX_BANKRUPT', 'BANKRUPT'],
  minCreditScore: 550,
};

export const NZ_RULES: EligibilityRules = {
  residency: ['NEWZETLAND_CITIZEN', 'PERMANENT_RESIDENT', 'AUSTRALIAN_CITIZEN'],
  minAnnualIncome: 30_000,
  excludedCreditHistories: ['UNPAID_DEFAULTS', 'BANKRUPT'],
  minCreditScore: 500,
};

const LICENCE: DocumentCode[] = ['DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK'];
export const DOCS_STANDARD: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_3_MONTHS', 'PRIVACY_FORM'];
export const DOCS_NON_BANK: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_3_MONTHS', 'LENDER_PRIVACY_FORM'];
export const DOCS_BAD_CREDIT: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_6_MONTHS', 'LENDER_PRIVACY_FORM'];
export const DOCS_COMMERCIAL: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_6_MONTHS', 'PRIVACY_FORM'];
// Low doc leans on the business's own statements and, often, property ownership.
export const DOCS_LOW_DOC: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_6_MONTHS', 'LENDER_PRIVACY_FORM', 'RATES_NOTICE'];
export const DOCS_PERSONAL: DocumentCode[] = [...LICENCE, 'BANK_STATEMENTS_3_MONTHS'];
