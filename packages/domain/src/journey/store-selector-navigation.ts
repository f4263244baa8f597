import { signsUpFirst } from '../quote/quick-calculator';
import {
  isTestDrive, quoteEntryScreen, storeChosen, toModal, toScreen, type JourneyContext, type Step,
} from './journey-context';
import { progressPercentFor } from './progress';

// spec 2 §2 "Store selector": "Next requires a selected store. On the OCR summary path it goes to pre-approval
// animation or test-drive agreement; an unregistered early sign-up opens register; otherwise loan."
// Two screens lead here: the quick calculator ("With a store selector configured and no store chosen, the
// store selector shows") and the OCR summary ("if a store selector exists and no store is chosen, the store
// selector shows") (docs/decisions/053).

/** "Next requires a selected store." */
export const storeSelectorNextAllowed = (ctx: JourneyContext) => storeChosen(ctx);

/**
 * "On the OCR summary path": the borrower has been as far as the OCR summary. Progress only ever increases
 * and the summary sets 70 (spec 2 §2 "Progress percent"), so this holds on a reload too; the quick
 * calculator's way in is at 0.
 */
export const onOcrSummaryPath = (ctx: JourneyContext) => (ctx.progressPercent ?? 0) >= progressPercentFor('OCR_SUMMARY');

/** "an unregistered early sign-up": the flows that sign up before loan details (quote/quick-calculator). */
export const unregisteredEarlySignUp = (ctx: JourneyContext) => signsUpFirst(ctx.userFlow) && !ctx.registered;

export function storeSelectorNext(ctx: JourneyContext): Step {
  // "On the OCR summary path it goes to pre-approval animation or test-drive agreement": the test drive
  // goes to its agreement, as the summary sends it ("test drive goes to the test drive agreement").
  if (onOcrSummaryPath(ctx)) return toScreen(isTestDrive(ctx) ? 'TEST_DRIVE_AGREEMENT' : 'PREPPROVAL_ANIMATION');
  // "an unregistered early sign-up opens register"
  if (unregisteredEarlySignUp(ctx)) return toModal('REGISTER');
  // "otherwise loan"
  return toScreen('LOAN');
}

/** Back is not shown in the spec: to the screen that sent the borrower here (docs/decisions/053). */
export const storeSelectorBack = (ctx: JourneyContext): Step =>
  toScreen(onOcrSummaryPath(ctx) ? 'OCR_SUMMARY' : quoteEntryScreen(ctx));
