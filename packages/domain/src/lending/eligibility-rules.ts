import { z } from 'zod/mini';
import { CreditHistory, EmploymentType, Residency } from '../enums/index';

// A lender's or a product's eligibility rules (issue 3: "eligibility rules (residency, employment, minimum
// income, ABN and GST age for commercial, credit history exclusions)"). Absent rule: no restriction.
export const EligibilityRules = z.strictObject({
  /** Residencies accepted (spec 2 §3 personalDetails.residency). */
  residency: z.optional(z.array(Residency).check(z.minLength(1), z.maxLength(Residency.options.length))),
  /** Employment statuses accepted (spec 2 §3 employments.status). */
  employment: z.optional(z.array(EmploymentType).check(z.minLength(1), z.maxLength(EmploymentType.options.length))),
  /** Gross annual income, dollars. */
  minAnnualIncome: z.optional(z.number().check(z.minimum(0), z.maximum(10_000_000))),
  /** Commercial loans only: months since the ABN (or NZBN) was registered; spec 1 §9 "business age threshold 2 years". */
  minAbnAgeMonths: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(600))),
  /** Commercial loans only: months since GST registration; any value means GST registration is required. */
  minGstAgeMonths: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(600))),
  /** Credit histories the lender does not take (spec 1 §3 "Credit history"); read at pre-approval. */
  excludedCreditHistories: z.optional(z.array(CreditHistory).check(z.maxLength(CreditHistory.options.length))),
  /** The lowest comprehensive bureau score the lender takes; read at pre-approval. */
  minCreditScore: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1_200))),
});
export type EligibilityRules = z.infer<typeof EligibilityRules>;
