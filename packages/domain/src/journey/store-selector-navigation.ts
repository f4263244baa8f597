import { signsUpFirst } from '../quote/quick-calculator';
import {
  isTestDrive, quoteEntryScreen, storeChosen, toModal, toScreen, type JourneyContext, type Step,
} from './journey-context';
import { detailsSummaryScreen } from './details-summary-screen';
import type { ScreenId } from './ids';
import { progressPercentFor } from './progress';

// spec 2 §2 "Store selector": "Next requires a selected store. On the OCR summary path it goes to pre-approval
// animation or test-drive agreement; an unregistered early sign-up opens register; otherwise loan."
// Three ways lead here: the quick calculator ("With a store selector configured and no store chosen, the
// store selector shows"), loan details' Back ("Back goes to the store selector") and the OCR summary ("if a
// store selector exists and no store is chosen, the store selector shows") (docs/decisions/053).

/** "Next requires a selected store." */
export const storeSelectorNextAllowed = (ctx: JourneyContext) => storeChosen(ctx);

/** The start screens with a way here before the summary: the quick calculator's Get Personalised Quote
 * ("With a store selector configured and no store chosen, the store selector shows") and loan details' Back
 * ("Back goes to the store selector"). */
const QUOTE_WAY_IN: readonly ScreenId[] = ['QUICK_CALCULATOR', 'LOAN'];

/**
 * "On the OCR summary path": a visit that started elsewhere (the test drive landing, the campaign landing, the
 * no-lender home) reaches the selector only from its summary; one that started on a quote screen has come
 * from the summary once it has been as far as it: progress only ever increases and the summary sets 70
 * (spec 2 §2 "Progress percent"), so this holds on a reload too.
 */
export const onOcrSummaryPath = (ctx: JourneyContext) =>
  !QUOTE_WAY_IN.includes(quoteEntryScreen(ctx)) || (ctx.progressPercent ?? 0) >= progressPercentFor('OCR_SUMMARY');

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

/** Back is not shown in the spec: to the screen that sent the borrower here, the details summary (the test
 * drive's own in the test drive), else the quote screen the visit started on (docs/decisions/053). */
export const storeSelectorBack = (ctx: JourneyContext): Step =>
  toScreen(onOcrSummaryPath(ctx) ? detailsSummaryScreen(ctx) : quoteEntryScreen(ctx));
