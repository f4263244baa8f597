import { isValidAbn } from '../identifiers/abn';
import { isValidAcn } from '../identifiers/acn';
import { isValidNzbn } from '../identifiers/nzbn';
import type { PreviousBusiness } from './business';
import { DIRECTORS_MAX, DIRECTORS_MIN } from './limits';

// The business details rules apart from the schemas: the schemas load with every borrower, these with the
// business screens only (issue 8's first-load budget).
// The business details rules (spec 1 §5), shared by the business screen and the previous-business check.

/** spec 1 §2 "Industry options", verbatim; a free-typed custom value is kept as typed. */
export const INDUSTRIES = [
  'Agriculture', 'Basic material wholesaling', 'Building cleaning, pest control and other support services',
  'Construction', 'Mining', 'Manufacturing', 'Food and beverage services', 'Removalist', 'Earthmoving/Civil',
  'Transport', 'Waste collection and water supply', 'Warehousing and storage services', 'Other',
] as const;

/**
 * spec 1 §2 "ACN (AU companies)", "GST registered-from date (companies only)", spec 1 §3 "entityTypeName
 * (COMPANY seen)": the manual entry's COMPANY, the ABR's "Australian Private Company" and "… Public Company",
 * the NZBN's "LTD" (decision 023 keeps the registers' own names).
 */
export const isCompany = (entityTypeName: string | undefined) =>
  Boolean(entityTypeName && /company|^ltd$|limited/i.test(entityTypeName.trim()));

export interface BusinessRulesContext {
  country: 'AU' | 'NZ';
  /** YYYY-MM-DD */
  today: string;
  /** The manual-lookup answer: true when the borrower types the details in (spec 1 §2). */
  manualEntry: boolean;
}

/**
 * Field name → `true` for a missing answer (spec 1 §8 "Missing required fields: field error styling only, no
 * message") or a message for a value that is there but wrong. Empty means valid.
 */
export type BusinessErrors = Partial<Record<keyof PreviousBusiness, string | true>>;

const dmyToIso = (dmy: string) => `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;
export const FUTURE_DATE_MESSAGE = 'This date cannot be in the future';

/**
 * spec 1 §5 "Next requires industry, ABN (or NZ company number for manual NZ entry) and number of
 * directors"; "Lookup by number: AU exactly 11 digits; NZ exactly 13 digits" with finance.md's check digits;
 * "Number of directors numeric 1 to 99"; "GST and active-from dates cannot be in the future". An ACN, when
 * given, passes its own check digits (finance.md).
 */
export function businessDetailsErrors(b: PreviousBusiness, ctx: BusinessRulesContext): BusinessErrors {
  const errors: BusinessErrors = {};
  if (!b.industry?.trim()) errors.industry = true;
  const nzManual = ctx.country === 'NZ' && ctx.manualEntry;
  if (ctx.country === 'NZ') {
    if (b.abn && !isValidNzbn(b.abn)) errors.abn = 'Please enter a valid 13-digit NZBN';
    else if (!b.abn && !nzManual) errors.abn = true;
    if (nzManual && !b.companyNumber?.trim()) errors.companyNumber = true;
  } else {
    if (!b.abn) errors.abn = true;
    else if (!isValidAbn(b.abn)) errors.abn = 'Please enter a valid 11-digit ABN';
    if (b.acn && !isValidAcn(b.acn)) errors.acn = 'Please enter a valid 9-digit ACN';
  }
  const directors = b.numberOfDirectors;
  if (directors === undefined) errors.numberOfDirectors = true;
  else if (directors < DIRECTORS_MIN || directors > DIRECTORS_MAX) errors.numberOfDirectors = `Please enter ${DIRECTORS_MIN} to ${DIRECTORS_MAX}`;
  for (const key of ['abnStatusEffectiveFrom', 'gst'] as const) {
    const date = b[key];
    if (date && dmyToIso(date) > ctx.today) errors[key] = FUTURE_DATE_MESSAGE;
  }
  return errors;
}

/**
 * spec 1 §5 "Number of directors numeric 1 to 99; values above 99 ignored; empty clears": what typing `typed`
 * leaves, given the value before. Undefined clears; a value above 99 keeps the previous one.
 */
export function typedDirectors(typed: string, previous: number | undefined): number | undefined {
  const digitsTyped = typed.replace(/\D/g, '');
  if (!digitsTyped) return undefined;
  const value = Number(digitsTyped);
  return value > DIRECTORS_MAX ? previous : value;
}

// The three lender-specific question modals' rules: their own small module, since the journey's routing reads
// them on every screen (journey/lender-questions-navigation) and the rest of this file loads later.
export {
  isTrust, lenderQuestionErrors, type LenderQuestionErrors, type LenderQuestions, type LenderQuestionsContext,
} from './lender-questions';
