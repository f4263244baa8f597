import { campaignQuoteAction } from '../quote/campaign';
import { detailsSummaryScreen } from './details-summary-screen';
import { loanUsageOf, toModal, toScreen, type JourneyContext, type Step } from './journey-context';

// The landing screens the journey starts from (spec 1 §2 "Starting screen") whose way into this part is
// given: the campaign landing (quote/campaign) and the test drive landing (spec 2 §2 "Test drive landing").
// The graph walks from them as well as from loan details.

/** spec 1 §4 "Campaign landing moves to business or basic", after registering (decision 008). */
export const campaignLandingNext = (ctx: JourneyContext): Step =>
  campaignQuoteAction({ isLoggedIn: ctx.registered, loanUsage: loanUsageOf(ctx) });

/** "OCR summary if a licence number exists" (the NZ licence version number counts too). */
export const licenceNumberKnown = (ctx: JourneyContext) =>
  Boolean(ctx.borrower.personalDetails?.licenseNumber || ctx.borrower.personalDetails?.licenseVersionNumber);

/**
 * spec 2 §2 "Test drive landing": "Continue needs terms agreed; if not registered, register; else OCR summary
 * if a licence number exists, else identification." (The terms are the screen's own check.) The OCR summary of
 * the test drive is its own (detailsSummaryScreen).
 */
export function testDriveLandingNext(ctx: JourneyContext): Step {
  if (!ctx.registered) return toModal('REGISTER');
  if (licenceNumberKnown(ctx)) return toScreen(detailsSummaryScreen(ctx));
  return toScreen('IDENTIFICATION');
}
