import { z } from 'zod/mini';
import { EmploymentType } from '../enums/index';
import { digits, text, whole } from './fields';
import {
  ABN_MAX_LENGTH, EMPLOYER_PHONE_MAX_LENGTH, MONTHS_MAX, OCCUPATION_MAX_LENGTH, TEXT_MAX_LENGTH, YEARS_MAX,
} from './limits';

// spec 2 §3 "employments": the employer found by the work-history search (spec 1 §5 "Employer search").
export const EmployerLookupDetails = z.strictObject({
  name: z.optional(text(TEXT_MAX_LENGTH)),
  abn: z.optional(digits(ABN_MAX_LENGTH)),
  companyNumber: z.optional(text(20)),
  streetNumber: z.optional(text(10)),
  streetName: z.optional(text(TEXT_MAX_LENGTH)),
  suburbName: z.optional(text(60)),
  stateName: z.optional(text(40)),
  postCode: z.optional(text(10)),
  addressText: z.optional(text(300)),
});
export type EmployerLookupDetails = z.infer<typeof EmployerLookupDetails>;

// One employment entry. The income screen's employment status and casual length are the current
// entry's status, years and months (spec 2 §5: "casual years max 99, months max 12").
export const Employment = z.strictObject({
  status: z.optional(EmploymentType),
  occupation: z.optional(text(OCCUPATION_MAX_LENGTH)),
  employerName: z.optional(text(TEXT_MAX_LENGTH)),
  // spec 2 §5: "employer phone ... digits only, max 10".
  employerPhone: z.optional(digits(EMPLOYER_PHONE_MAX_LENGTH)),
  employerLookupDetails: z.optional(EmployerLookupDetails),
  years: z.optional(whole(YEARS_MAX)),
  months: z.optional(whole(MONTHS_MAX)),
});
export type Employment = z.infer<typeof Employment>;
