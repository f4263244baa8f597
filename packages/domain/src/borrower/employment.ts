import { z } from 'zod';
import { EmploymentType } from '../enums/index';
import { digits, text, whole } from './fields';
import {
  ABN_MAX_LENGTH, EMPLOYER_PHONE_MAX_LENGTH, MONTHS_MAX, OCCUPATION_MAX_LENGTH, TEXT_MAX_LENGTH, YEARS_MAX,
} from './limits';

// spec 2 §3 "employments": the employer found by the work-history search (spec 1 §5 "Employer search").
export const EmployerLookupDetails = z.strictObject({
  name: text(TEXT_MAX_LENGTH).optional(),
  abn: digits(ABN_MAX_LENGTH).optional(),
  companyNumber: text(20).optional(),
  streetNumber: text(10).optional(),
  streetName: text(TEXT_MAX_LENGTH).optional(),
  suburbName: text(60).optional(),
  stateName: text(40).optional(),
  postCode: text(10).optional(),
  addressText: text(300).optional(),
});
export type EmployerLookupDetails = z.infer<typeof EmployerLookupDetails>;

// One employment entry. The income screen's employment status and casual length are the current
// entry's status, years and months (spec 2 §5: "casual years max 99, months max 12").
export const Employment = z.strictObject({
  status: EmploymentType.optional(),
  occupation: text(OCCUPATION_MAX_LENGTH).optional(),
  employerName: text(TEXT_MAX_LENGTH).optional(),
  // spec 2 §5: "employer phone ... digits only, max 10".
  employerPhone: digits(EMPLOYER_PHONE_MAX_LENGTH).optional(),
  employerLookupDetails: EmployerLookupDetails.optional(),
  years: whole(YEARS_MAX).optional(),
  months: whole(MONTHS_MAX).optional(),
});
export type Employment = z.infer<typeof Employment>;
