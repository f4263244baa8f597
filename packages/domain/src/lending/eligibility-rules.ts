import { z } from 'zod';
import { CreditHistory, EmploymentType, Residency } from '../enums/index';

// A lender's or a product's eligibility rules (issue 3: "eligibility rules (residency, employment, minimum
// income, ABN and GST age for commercial, credit history exclusions)"). Absent rule: no restriction.
export const EligibilityRules = z.strictObject({
  /** Residencies accepted (spec 2 §3 personalDetails.residency). */
  residency: z.array(Residency).min(1).max(Residency.options.length).optional(),
  /** Employment statuses accepted (spec 2 §3 employments.status). */
  employment: z.array(EmploymentType).min(1).max(EmploymentType.options.length).optional(),
  /** Gross annual income, dollars. */
  minAnnualIncome: z.number().min(0).max(10_000_000).optional(),
  /** Commercial loans only: months since the ABN (or NZBN) was registered; spec 1 §9 "business age threshold 2 years". */
  minAbnAgeMonths: z.number().int().min(0).max(600).optional(),
  /** Commercial loans only: months since GST registration; any value means GST registration is required. */
  minGstAgeMonths: z.number().int().min(0).max(600).optional(),
  /** Credit histories the lender does not take (spec 1 §3 "Credit history"); read at pre-approval. */
  excludedCreditHistories: z.array(CreditHistory).max(CreditHistory.options.length).optional(),
  /** The lowest comprehensive bureau score the lender takes; read at pre-approval. */
  minCreditScore: z.number().int().min(0).max(1_200).optional(),
});
export type EligibilityRules = z.infer<typeof EligibilityRules>;
