import { isApproved, notApprovedScreen } from '../quote/outcome';
import { isCampaignFlow, isNoLenderFlow } from './flows';
import { licenceNumberKnown } from './landing-navigation';
import {
  isBusiness, isNovated, isTestDrive, storeChosen, storeSelectorConfigured, toModal, toScreen,
  type JourneyContext, type Step,
} from './journey-context';

// spec 2 §2 "OCR summary (details summary)": "Next validates, then routes"; and spec 2 §4 "Campaign and
// no-lender flows call pre-approval without waiting and move on to employment or assets whatever the result".

/** "if incomplete, the OCR-check-incomplete modal opens" (spec 2 §8 "Incomplete OCR summary"). */
export const detailsIncomplete = (ctx: JourneyContext) => !ctx.detailsComplete;

/** "if a store selector exists and no store is chosen, the store selector shows": before the test drive
 * agreement and the animation, since the store selector "On the OCR summary path ... goes to pre-approval
 * animation or test-drive agreement" (docs/decisions/026). */
export const storeNotChosen = (ctx: JourneyContext) => storeSelectorConfigured(ctx) && !storeChosen(ctx);

/** "test drive goes to the test drive agreement" */
export const testDriveToAgreement = (ctx: JourneyContext) => isTestDrive(ctx);

/** "(or straight to assets and liabilities if the pre-approval logic is skip)"; "to employment or assets and
 * liabilities when skipping". */
export const preApprovalSkipped = (ctx: JourneyContext) => ctx.partner.preapprovalLogic === 'skip';

/** spec 2 §4: "Campaign and no-lender flows call pre-approval without waiting". */
export const preApprovalWithoutWaiting = (ctx: JourneyContext) => isCampaignFlow(ctx.userFlow) || isNoLenderFlow(ctx.userFlow);

/** Onward without a verdict: assets and liabilities for business (and novated when skipping), else employment
 * with its work history (spec 2 §4 "else to employment (then the work-history sub-step)"). */
export const employmentOrAssets = (ctx: JourneyContext): Step =>
  (isBusiness(ctx) ? toScreen('ASSETS_AND_LIABILITIES') : toScreen('EMPLOYMENT', 'WORK_HISTORY'));

/** "novated runs pre-approval and goes to your scores if lenders approved, else indicatively referred";
 * a failed call counts as referred (spec 2 §8 "Pre-approval exception: indicatively referred"); a declined
 * verdict shows declined (decision 060). */
export function novatedVerdict(ctx: JourneyContext): Step {
  const verdict = ctx.preApproval?.verdict;
  return toScreen(isApproved(verdict, ctx.preApproval?.approvedLenders) ? 'YOUR_SCORES' : notApprovedScreen(verdict));
}

/**
 * Whether the summary's Next calls pre-approval itself: a novated lease waits for the verdict ("novated runs
 * pre-approval and goes to your scores if lenders approved"); campaign and no-lender flows call it without
 * waiting (spec 2 §4). Other flows call it from the pre-approval animation; none when skipping.
 */
export function preApprovalOnSummary(ctx: JourneyContext): 'WAIT' | 'WITHOUT_WAITING' | null {
  if (detailsIncomplete(ctx) || storeNotChosen(ctx) || testDriveToAgreement(ctx) || preApprovalSkipped(ctx)) return null;
  if (isNovated(ctx)) return 'WAIT';
  return preApprovalWithoutWaiting(ctx) ? 'WITHOUT_WAITING' : null;
}

export function ocrSummaryNext(ctx: JourneyContext): Step {
  if (detailsIncomplete(ctx)) return toModal('OCR_CHECK_INCOMPLETE');
  if (storeNotChosen(ctx)) return toScreen('STORE_SELECTOR');
  if (testDriveToAgreement(ctx)) return toScreen('TEST_DRIVE_AGREEMENT');
  if (isNovated(ctx)) return preApprovalSkipped(ctx) ? toScreen('ASSETS_AND_LIABILITIES') : novatedVerdict(ctx);
  if (preApprovalSkipped(ctx) || preApprovalWithoutWaiting(ctx)) return employmentOrAssets(ctx);
  // "other flows go to the pre-approval animation"
  return toScreen('PREPPROVAL_ANIMATION');
}

/**
 * Back is not shown: the identification screen the licence came from; in test drive with a licence number
 * already known the summary came straight from the test drive landing (spec 2 §2 "Test drive landing":
 * "OCR summary if a licence number exists, else identification").
 */
export const testDriveWithLicence = (ctx: JourneyContext) => isTestDrive(ctx) && licenceNumberKnown(ctx);

export function ocrSummaryBack(ctx: JourneyContext): Step {
  if (testDriveWithLicence(ctx)) return toScreen('TEST_DRIVE_LANDING_PAGE');
  return toScreen('IDENTIFICATION');
}
