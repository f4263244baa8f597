import type { ScreenId } from './ids';

// spec 1 §2 "Progress header": "Four steps: Payment Estimate, Your Details, Your Quote, Apply to lender."
export const PROGRESS_STEPS = ['Payment Estimate', 'Your Details', 'Your Quote', 'Apply to lender'] as const;
export type ProgressStep = 1 | 2 | 3 | 4 | 5 | 6;

export const STEP_SCREENS: Record<Exclude<ProgressStep, 6>, readonly ScreenId[]> = {
  // "Step 1: quick calculator, truck stop landing, no-lender home."
  1: ['QUICK_CALCULATOR', 'TRUCKSTOP_LANDING_PAGE', 'NO_LENDER_HOME'],
  // "Step 2: loan through the indicatively referred or declined screens": the journey's screens in order
  // from loan up to the verdict, with the novated ineligible screens that branch off it.
  2: [
    'LOAN', 'VEHICLE', 'MANUAL_VEHICLE', 'SELLER', 'BUSINESS', 'BASIC', 'INCOME', 'EXPENSE', 'IDENTIFICATION',
    'OCR_ANIMATION', 'OCR_SUMMARY', 'PREPPROVAL_ANIMATION', 'REFERRED', 'DECLINED', 'INELIGIBLE',
    'EMPLOYMENTINELIGIBLE', 'INCOMEINELIGIBLE',
  ],
  // "Step 3: your scores, approved, servicing success, servicing failure." NOVATED_APPROVED is the
  // novated variant of the approved screen.
  3: ['YOUR_SCORES', 'APPROVED', 'NOVATED_APPROVED', 'SERVICING_SUCCESS', 'SERVICING_FAILURE'],
  // "Step 4: employment, assets and liabilities, supporting docs."
  4: ['EMPLOYMENT', 'ASSETS_AND_LIABILITIES', 'SUPPORTING_DOCS'],
  // "Step 5: test-drive screens."
  5: ['TEST_DRIVE_LANDING_PAGE', 'TEST_DRIVE_AGREEMENT', 'TEST_DRIVE_OCR_SUMMARY', 'TEST_DRIVE_READY', 'TEST_DRIVE_REFERRED'],
};

/** "Anything else: a sixth unnamed step." */
export function progressStepFor(screen: ScreenId): ProgressStep {
  for (const step of [1, 2, 3, 4, 5] as const) {
    if (STEP_SCREENS[step].includes(screen)) return step;
  }
  return 6;
}

// spec 1 §4 "Progress percent by screen" (= spec 2 §2). "Employment-by-income 45" names no screen id of
// its own (it is the income screen's employment part), so it has no entry. NOVATED_APPROVED is the
// novated "indicative approved" screen.
export const PROGRESS_PERCENT_BY_SCREEN: Partial<Record<ScreenId, number>> = {
  LOAN: 5,
  VEHICLE: 20,
  MANUAL_VEHICLE: 20,
  SELLER: 25,
  BASIC: 35,
  BUSINESS: 45,
  INCOME: 45,
  EXPENSE: 55,
  SERVICING_SUCCESS: 55,
  IDENTIFICATION: 65,
  OCR_SUMMARY: 70,
  YOUR_SCORES: 75,
  APPROVED: 80,
  NOVATED_APPROVED: 80,
  REFERRED: 80,
  DECLINED: 80,
  EMPLOYMENT: 85,
  ASSETS_AND_LIABILITIES: 90,
  SUPPORTING_DOCS: 95,
};

// spec 1 §9: "Default progress 0"; §4: "100 is set on final submit".
export const DEFAULT_PROGRESS = 0;
export const PROGRESS_ON_SUBMIT = 100;

/** "calculator and others 0". */
export const progressPercentFor = (screen: ScreenId): number => PROGRESS_PERCENT_BY_SCREEN[screen] ?? 0;

/** spec 1 §4: "It only ever increases." */
export const nextProgressPercent = (current: number, screen: ScreenId): number =>
  Math.max(current, progressPercentFor(screen));
