import { REFERRAL_THRESHOLD } from '../pre-approval/verdict';
import { toScreen, type JourneyContext, type Step } from './journey-context';

/**
 * spec 2 §2 "Test drive agreement": "comprehensive score null or under 400" (spec 2 §9 "Referral threshold").
 * A failed call has no score, so it refers too (spec 2 §8 "failure treated as referred").
 */
export const testDriveScoreRefers = (ctx: JourneyContext): boolean => {
  const score = ctx.preApproval?.comprehensiveScore;
  return score === null || score === undefined || score < REFERRAL_THRESHOLD;
};

/**
 * spec 2 §2 "Test drive agreement": "Accepting calls pre-approval: comprehensive score null or under 400 goes
 * to test-drive indicatively referred, else to test-drive ready."
 */
export const testDriveAgreementNext = (ctx: JourneyContext): Step =>
  toScreen(testDriveScoreRefers(ctx) ? 'TEST_DRIVE_REFERRED' : 'TEST_DRIVE_READY');

/**
 * spec 2 §2 "Test drive ready": "Get Personalised Quote" leaves the test drive for finance (spec 2 §3 "Test
 * drive: ... proceededToFinance"). It goes to loan details, where spec 2's Get Personalised Quote leads in the
 * standard flow ("Quick calculator": "NORMAL: goes to loan"): the borrower's details and licence are in
 * already, so the quote needs only the loan (docs/decisions/052).
 */
export const testDriveReadyNext = (): Step => toScreen('LOAN');
