import type { DetailsErrors } from './details-summary';
import type { Employment } from './employment';
import { EMPLOYER_PHONE_MAX_LENGTH, MONTHS_MAX } from './limits';

// spec 2 §5 "Employment entry complete: occupation (not needed for novated), employer lookup details, employer
// phone at least 10 characters (digits only, max 10), and years or months given; occupation max 50; total
// history at least 3 years (months roll into years); months cap 12, years cap 99."

/** spec 2 §9 "employment history 3 years". */
export const HISTORY_YEARS = 3;

/** An employer is named by the search (employerLookupDetails) or typed when not found (spec 1 §8). */
const employerNamed = (e: Employment) => Boolean(e.employerLookupDetails?.name?.trim() || e.employerLookupDetails?.companyNumber?.trim());

export function employmentEntryErrors(entry: Employment | undefined, ctx: { novated: boolean }): DetailsErrors {
  const e = entry ?? {};
  const errors: DetailsErrors = {};
  if (!ctx.novated && !e.occupation?.trim()) errors.occupation = 'Please enter your occupation';
  if (!employerNamed(e)) errors.employer = 'Please find your employer';
  if ((e.employerPhone ?? '').length < EMPLOYER_PHONE_MAX_LENGTH) errors.employerPhone = "Please enter the employer's 10-digit phone number";
  if (!e.years && !e.months) errors.length = 'Please tell us how long you worked there';
  return errors;
}

/** Months of history in the entries: "months roll into years" (12 months is a year). */
export const historyMonths = (employments: readonly Employment[] | null | undefined): number =>
  (employments ?? []).reduce((sum, e) => sum + (e.years ?? 0) * MONTHS_MAX + (e.months ?? 0), 0);

/** "Three years of history are needed." */
export const hasFullHistory = (employments: readonly Employment[] | null | undefined) => historyMonths(employments) >= HISTORY_YEARS * 12;

/** The first entry that is not complete, or -1 (spec 2 §2 "else the first incomplete entry opens"). */
export function firstIncompleteEntry(employments: readonly Employment[] | null | undefined, ctx: { novated: boolean }): number {
  const list = employments ?? [];
  return list.findIndex((e) => Object.keys(employmentEntryErrors(e, ctx)).length > 0);
}

/** spec 2 §2 Employment Next: "all entries complete and 3 years of history". */
export const workHistoryComplete = (employments: readonly Employment[] | null | undefined, ctx: { novated: boolean }) =>
  (employments?.length ?? 0) > 0 && firstIncompleteEntry(employments, ctx) === -1 && hasFullHistory(employments);

/** spec 2 §4 "Work history: while under 3 years the button reads Add Previous and moves to the next entry; once
 * 3 years it saves and closes." */
export const workHistoryButton = (employments: readonly Employment[] | null | undefined): 'Add Previous' | 'Save' =>
  (hasFullHistory(employments) ? 'Save' : 'Add Previous');
