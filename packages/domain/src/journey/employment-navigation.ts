import { workHistoryComplete } from '../borrower/work-history';
import { isNovated, isTestDrive, toModal, toScreen, type JourneyContext, type Step } from './journey-context';

// spec 2 §2 "Employment (Work Details)": "Next: all entries complete and 3 years of history, else the first
// incomplete entry opens; novated goes to register if not registered, then identification; others go to
// assets and liabilities. Back goes to income (test drive or novated) or OCR summary."

/** "all entries complete and 3 years of history" (domain work-history). */
export const historyIncomplete = (ctx: JourneyContext) =>
  !workHistoryComplete(ctx.borrower.employments, { novated: isNovated(ctx) });

export function employmentNext(ctx: JourneyContext): Step {
  // "else the first incomplete entry opens": the work-history modal, on the entry the screen chose.
  if (historyIncomplete(ctx)) return toModal('WORK_HISTORY');
  if (isNovated(ctx)) return ctx.registered ? toScreen('IDENTIFICATION') : toModal('REGISTER');
  return toScreen('ASSETS_AND_LIABILITIES');
}

export const employmentBack = (ctx: JourneyContext): Step =>
  toScreen(isTestDrive(ctx) || isNovated(ctx) ? 'INCOME' : 'OCR_SUMMARY');
