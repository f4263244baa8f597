import { z } from 'zod/mini';
import { LoanType, SelfAssessedCredit } from '../enums/index';
import { StateOrRegion, amount, digits, dmyDate, text, whole } from './fields';
import {
  ABN_MAX_LENGTH, ANNUAL_REVENUE_MAX, BUSINESS_SUBURB_MAX_LENGTH, DIRECTORS_MAX, DIRECTORS_MIN, POSTCODE_LENGTH,
  TEXT_MAX_LENGTH, YEARS_MAX,
} from './limits';

// spec 1 §3 "Business" and spec 1 §5 "Business details": directors numeric 1 to 99; ABN 11 digits or
// NZBN 13 (the abn field carries either); ACN 9 digits; dates dd/mm/yyyy.
const identity = {
  industry: z.optional(text(100)), // one of the listed industries or a free-typed custom value
  name: z.optional(text(TEXT_MAX_LENGTH)),
  abn: z.optional(digits(ABN_MAX_LENGTH)),
  acn: z.optional(digits(9)),
  companyNumber: z.optional(text(20)),
  abnStatusEffectiveFrom: z.optional(dmyDate),
  gst: z.optional(dmyDate),
  entityTypeName: z.optional(text(60)),
  numberOfDirectors: z.optional(whole(DIRECTORS_MAX, DIRECTORS_MIN)),
};

// spec 1 §2 "Previous business check": "Same identity fields as business".
export const PreviousBusiness = z.strictObject(identity);
export type PreviousBusiness = z.infer<typeof PreviousBusiness>;

// spec 1 §3: "primary address parts (unit number, street number, street name, suburb, postcode, state)";
// spec 1 §5: "Business suburb max 12 characters; business postcode numeric, 4 digits".
export const BusinessAddress = z.strictObject({
  unitNumber: z.optional(text(10)),
  streetNumber: z.optional(text(10)),
  streetName: z.optional(text(TEXT_MAX_LENGTH)),
  suburb: z.optional(text(BUSINESS_SUBURB_MAX_LENGTH)),
  postcode: z.optional(digits(POSTCODE_LENGTH)),
  state: z.optional(StateOrRegion),
  // decision 029 (residency questions): how long the business has been at this address.
  yearsAtAddress: z.optional(whole(YEARS_MAX)),
  monthsAtAddress: z.optional(whole(11)),
});
export type BusinessAddress = z.infer<typeof BusinessAddress>;

/**
 * decision 029 (income questions): how the business can show its income, the documents behind the full,
 * low and alternative doc finance types (spec 1 §3 "COMMERCIAL (low, full and alt doc variants)").
 */
export const IncomeEvidence = z.enum(['TAX_RETURNS', 'BAS_STATEMENTS', 'BANK_STATEMENTS', 'ACCOUNTANT_DECLARATION']);
export type IncomeEvidence = z.infer<typeof IncomeEvidence>;

export const Business = z.strictObject({
  ...identity,
  manualEntry: z.optional(z.boolean()),
  // spec 1 §5: "annual revenue max 999999999".
  annualRevenue: z.optional(amount(ANNUAL_REVENUE_MAX)),
  trusteeName: z.optional(text(TEXT_MAX_LENGTH)),
  trusteeType: z.optional(text(60)),
  loanType: z.optional(LoanType),
  primaryAddress: z.optional(BusinessAddress),
  previousBusiness: z.optional(PreviousBusiness),
  selfAssessedCreditRating: z.optional(SelfAssessedCredit),
  incomeEvidence: z.optional(IncomeEvidence),
});
export type Business = z.infer<typeof Business>;
