import { afterPreApproval, backFromOutcome } from '../quote/outcome';
import { isPreApproved, isTestDrive, loanUsageOf, toModal, toScreen, type JourneyContext, type Step } from './journey-context';
import { lenderQuestionsModal } from './lender-questions-navigation';

// spec 2 §4 "After the pre-approval call", spec 2 §2 "Your scores", spec 1 §2 "Indicatively approved screen"
// and "Ineligible screens": what follows the verdict, reusing quote/outcome's rules.

/**
 * spec 2 §4: "APPROVED goes to indicatively approved if already there; else to your scores ...; else to
 * assets and liabilities for business loans; else to employment (then the work-history sub-step). REFERRED,
 * DECLINED or error goes to indicatively referred if the partner has an early-referred screen, else assets
 * and liabilities (business) or employment." ("already there": the borrower was already indicatively
 * approved, as loan details' re-check sends them here, spec 2 §2 "Loan details".)
 */
export function preApprovalAnimationNext(ctx: JourneyContext): Step {
  const next = afterPreApproval({
    verdict: ctx.preApproval?.verdict ?? null,
    approvedLenders: ctx.preApproval?.approvedLenders,
    currentScreen: isPreApproved(ctx) ? 'APPROVED' : 'PREPPROVAL_ANIMATION',
    userFlow: ctx.userFlow,
    showQuickQuote: ctx.partner.showQuickQuote,
    loanUsage: loanUsageOf(ctx),
    earlyReferredScreen: ctx.partner.earlyReferredScreen,
  });
  return toScreen(next.screen, next.openWorkHistory ? 'WORK_HISTORY' : undefined);
}

/** The animation runs a call and has no Back (spec 2 §2 "while the pre-approval call runs"). */
export const preApprovalAnimationBack = (): Step | null => null;

/** spec 2 §2 "Your scores": "Next for novated loans fetches novated costs then goes to indicatively approved";
 * other loans go there too (docs/decisions/026). */
export const yourScoresNext = (): Step => toScreen('APPROVED');

/** "Back goes to OCR summary, or income in test drive" (quote/outcome backFromOutcome). */
export function outcomeBack(ctx: JourneyContext, screen: 'APPROVED' | 'YOUR_SCORES'): Step | null {
  // The TEST_DRIVE user flow is the test-drive journey too (docs/decisions/026): its details summary is the test
  // drive's own (docs/decisions/052), so the finance one is never behind it.
  const journey = isTestDrive(ctx) ? 'TEST_DRIVE' : ctx.journey;
  const back = backFromOutcome({ journey, testDrives: ctx.borrower.testDrives, screen });
  return back ? toScreen(back) : null;
}

/**
 * spec 1 §2 "Indicatively approved": "Next opens the post-approved permission modal". A business loan's chosen
 * lender asks its unanswered questions first (docs/decisions/029).
 */
export const approvedNext = (ctx: JourneyContext): Step => toModal(lenderQuestionsModal(ctx) ?? 'POSTAPPROVED_PERMISSION_MODAL');

/** spec 1 §2 "Ineligible screens": "Change Loan to Consumer" (INELIGIBLE, EMPLOYMENTINELIGIBLE) "sets loan type
 * to personal and goes to the quick calculator"; INCOMEINELIGIBLE's "Edit Income Details" "goes to income". */
export const changeLoanToConsumer = (): Step => toScreen('QUICK_CALCULATOR');
export const editIncomeDetails = (): Step => toScreen('INCOME');

/** The ineligible screens have no Back: their one button is the way on (docs/decisions/026). */
export const ineligibleBack = (): Step | null => null;
