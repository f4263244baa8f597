import type { LoanUsage } from '../enums/index';
import type { ScreenId } from './ids';
import { PROGRESS_PERCENT_BY_SCREEN } from './progress';

// RETURN_USER (spec 1 §2 lists the modal, its content is not shown; docs/decisions/030): a borrower who logs
// back in with an application further along than the screen they are on is offered to continue from where
// they stopped. The stored progress percent (spec 1 §4, only ever increasing) says how far that was.

/** The screens a stored progress percent resumes on, furthest first (spec 1 §4 "Progress percent by screen"). */
const RESUME_POINTS: ReadonlyArray<readonly [number, ScreenId]> = [
  [95, 'SUPPORTING_DOCS'], [90, 'ASSETS_AND_LIABILITIES'], [85, 'EMPLOYMENT'], [70, 'OCR_SUMMARY'], [65, 'IDENTIFICATION'],
  [55, 'EXPENSE'], [45, 'INCOME'], [35, 'BASIC'], [25, 'SELLER'], [20, 'VEHICLE'], [0, 'LOAN'],
];

/** Where a borrower who reached `progressPercent` continues: an approved borrower at the approval itself. */
export function resumeScreenFor({ progressPercent, loanUsage, isPreApproved }: {
  progressPercent: number; loanUsage: LoanUsage | undefined; isPreApproved: boolean;
}): ScreenId {
  if (progressPercent >= 75 && progressPercent < 85) return isPreApproved ? 'APPROVED' : 'OCR_SUMMARY';
  const screen = RESUME_POINTS.find(([from]) => progressPercent >= from)?.[1] ?? 'LOAN';
  // Business loans have no income screen: 45 is the business details screen for them.
  if (screen === 'INCOME' && loanUsage === 'BUSINESS') return 'BUSINESS';
  return screen;
}

// An ineligible screen is the journey's answer for the loan as it stands (docs/decisions/061): no offer over it.
const INELIGIBLE: readonly ScreenId[] = ['INELIGIBLE', 'EMPLOYMENTINELIGIBLE', 'INCOMEINELIGIBLE'];

/** Offered after login when the stored application got further than the screen shown now (at least past
 * loan details), and is not submitted (a submitted one has its own modal, spec 1 §4), nor ineligible. */
export function offersReturn({ progressPercent, isSubmitted, screen }: { progressPercent: number; isSubmitted: boolean; screen: ScreenId }): boolean {
  if (isSubmitted || INELIGIBLE.includes(screen) || progressPercent < (PROGRESS_PERCENT_BY_SCREEN.VEHICLE ?? 20)) return false;
  return (PROGRESS_PERCENT_BY_SCREEN[screen] ?? 0) < progressPercent;
}
