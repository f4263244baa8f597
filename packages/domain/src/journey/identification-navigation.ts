import {
  isBusiness, isNovated, isTestDrive, toScreen, type JourneyContext, type Step,
} from './journey-context';
import { detailsSummaryScreen } from './details-summary-screen';
import { servicingOnIncome } from './income-navigation';

// spec 2 §2 "Identification" and "OCR animation": Next and Back.

/** "if a front image exists" */
export const hasLicenceFront = (ctx: JourneyContext) => (ctx.borrower.supportingDocs?.DRIVER_LICENCE_FRONT?.length ?? 0) > 0;
/**
 * "and the application is not yet set up": the licence has not been read yet, so the details summary holds
 * no licence number (or NZ version number) (docs/decisions/026).
 */
export const licenceNotYetRead = (ctx: JourneyContext) =>
  !ctx.borrower.personalDetails?.licenseNumber && !ctx.borrower.personalDetails?.licenseVersionNumber;

/** "Next goes to the OCR animation if a front image exists and the application is not yet set up, else to
 * the OCR summary" (the test drive's own in that journey, detailsSummaryScreen). */
export function identificationNext(ctx: JourneyContext): Step {
  if (hasLicenceFront(ctx) && licenceNotYetRead(ctx)) return toScreen('OCR_ANIMATION');
  return toScreen(detailsSummaryScreen(ctx));
}

/** "Back goes to employment (novated), test drive landing (test drive), basic (business), otherwise income or
 * expense": income when the serviceability check ran there, else expense. Test drive comes first: in that
 * journey identification is reached from the test drive landing only, novated or not (docs/decisions/026). */
export function identificationBack(ctx: JourneyContext): Step {
  if (isTestDrive(ctx)) return toScreen('TEST_DRIVE_LANDING_PAGE');
  if (isNovated(ctx)) return toScreen('EMPLOYMENT');
  if (isBusiness(ctx)) return toScreen('BASIC');
  return toScreen(servicingOnIncome(ctx) ? 'INCOME' : 'EXPENSE');
}

/** spec 2 §2 "OCR animation": "Shows five messages in sequence every 2 seconds ..., then goes to the OCR summary"
 * (the test drive's own in that journey). */
export const ocrAnimationNext = (ctx: JourneyContext): Step => toScreen(detailsSummaryScreen(ctx));
/** The animation has no Back of its own; Back from it is the identification screen (docs/decisions/026). */
export const ocrAnimationBack = (): Step => toScreen('IDENTIFICATION');
