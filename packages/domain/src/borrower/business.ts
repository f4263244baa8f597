import { z } from 'zod';
import { LoanType, SelfAssessedCredit } from '../enums/index';
import { StateOrRegion, amount, digits, dmyDate, text, whole } from './fields';
import {
  ABN_MAX_LENGTH, ANNUAL_REVENUE_MAX, BUSINESS_SUBURB_MAX_LENGTH, DIRECTORS_MAX, DIRECTORS_MIN, POSTCODE_LENGTH,
  TEXT_MAX_LENGTH,
} from './limits';

// spec 1 §3 "Business" and spec 1 §5 "Business details": directors numeric 1 to 99; ABN 11 digits or
// NZBN 13 (the abn field carries either); ACN 9 digits; dates dd/mm/yyyy.
const identity = {
  industry: text(100).optional(), // one of the listed industries or a free-typed custom value
  name: text(TEXT_MAX_LENGTH).optional(),
  abn: digits(ABN_MAX_LENGTH).optional(),
  acn: digits(9).optional(),
  companyNumber: text(20).optional(),
  abnStatusEffectiveFrom: dmyDate.optional(),
  gst: dmyDate.optional(),
  entityTypeName: text(60).optional(),
  numberOfDirectors: whole(DIRECTORS_MAX, DIRECTORS_MIN).optional(),
};

// spec 1 §2 "Previous business check": "Same identity fields as business".
export const PreviousBusiness = z.strictObject(identity);
export type PreviousBusiness = z.infer<typeof PreviousBusiness>;

// spec 1 §3: "primary address parts (unit number, street number, street name, suburb, postcode, state)";
// spec 1 §5: "Business suburb max 12 characters; business postcode numeric, 4 digits".
export const BusinessAddress = z.strictObject({
  unitNumber: text(10).optional(),
  streetNumber: text(10).optional(),
  streetName: text(TEXT_MAX_LENGTH).optional(),
  suburb: text(BUSINESS_SUBURB_MAX_LENGTH).optional(),
  postcode: digits(POSTCODE_LENGTH).optional(),
  state: StateOrRegion.optional(),
});
export type BusinessAddress = z.infer<typeof BusinessAddress>;

export const Business = z.strictObject({
  ...identity,
  manualEntry: z.boolean().optional(),
  // spec 1 §5: "annual revenue max 999999999".
  annualRevenue: amount(ANNUAL_REVENUE_MAX).optional(),
  trusteeName: text(TEXT_MAX_LENGTH).optional(),
  trusteeType: text(60).optional(),
  loanType: LoanType.optional(),
  primaryAddress: BusinessAddress.optional(),
  previousBusiness: PreviousBusiness.optional(),
  selfAssessedCreditRating: SelfAssessedCredit.optional(),
});
export type Business = z.infer<typeof Business>;
