import { proceededToFinance } from '../borrower/test-drive';
import { loanBackScreen, loanNextScreen } from '../quote/loan-navigation';
import { quickQuoteAction } from '../quote/quick-calculator';
import { assetsBack, assetsNext } from './assets-navigation';
import { basicBack, basicNext } from './basic-navigation';
import { businessBack, businessNext } from './business-navigation';
import { employmentBack, employmentNext } from './employment-navigation';
import type { ScreenId } from './ids';
import { identificationBack, identificationNext, ocrAnimationBack, ocrAnimationNext } from './identification-navigation';
import { campaignLandingNext, testDriveLandingNext } from './landing-navigation';
import { expenseBack, expenseNext, incomeBack, incomeNext } from './income-navigation';
import {
  isTestDrive, loanContextOf, storeChosen, storeSelectorConfigured, toScreen, vehicleKnown, type JourneyContext, type Step,
} from './journey-context';
import { ocrSummaryBack, ocrSummaryNext } from './ocr-summary-navigation';
import { noLenderHomeNext, truckstopLandingNext } from './partner-landings';
import { sellerBack, sellerNext } from './seller-navigation';
import { servicingBack, servicingFailureNext, servicingSuccessNext } from './servicing-navigation';
import { supportingDocsBack } from './submit-navigation';
import { testDriveAgreementNext, testDriveReadyNext } from './test-drive-navigation';
import { manualVehicleBack, manualVehicleNext, vehicleBack, vehicleNext } from './vehicle-navigation';
import {
  approvedNext, changeLoanToConsumer, editIncomeDetails, ineligibleBack, outcomeBack, preApprovalAnimationBack,
  preApprovalAnimationNext, yourScoresNext,
} from './verdict-navigation';

// "Routing as data": nextScreen and previousScreen by screen id, over each screen's own rules. A screen
// missing here has no rule yet: later issues route it (employment, assets and liabilities, documents, the
// test-drive screens). The store selector routes by its own rules (store-selector-navigation), which its lazy
// screen loads: they stay out of the first load's bundle budget (docs/decisions/053).

/** spec 2 §2 "Loan details", through quote/loan-navigation. */
export const loanNext = (ctx: JourneyContext): Step => toScreen(loanNextScreen(loanContextOf(ctx)));
export const loanBack = (ctx: JourneyContext): Step => toScreen(loanBackScreen({
  userFlow: ctx.userFlow, returnPoint: ctx.returnPoint, storeSelectorConfigured: storeSelectorConfigured(ctx),
  storeFromParams: ctx.storeFromParams, testDriveProceeded: isTestDrive(ctx) && proceededToFinance(ctx.borrower.testDrives),
}));

/** spec 2 §2 "Quick calculator": Get Personalised Quote, through quote/quick-calculator. */
export const quickCalculatorNext = (ctx: JourneyContext): Step => quickQuoteAction({
  userFlow: ctx.userFlow, isLoggedIn: ctx.registered, storeChosen: storeChosen(ctx),
  storeSelectorConfigured: storeSelectorConfigured(ctx), assetType: ctx.borrower.vehicle?.assetType,
  loanUsage: ctx.borrower.loan?.loanUsage, vehicleKnown: vehicleKnown(ctx),
});

type NextRule = (ctx: JourneyContext) => Step;
type BackRule = (ctx: JourneyContext) => Step | null;

export const NEXT_RULES: Partial<Record<ScreenId, NextRule>> = {
  EMPLOYMENT: employmentNext,
  ASSETS_AND_LIABILITIES: assetsNext,
  QUICK_CALCULATOR: quickCalculatorNext,
  CAMPAIGN_LANDING: campaignLandingNext,
  TEST_DRIVE_LANDING_PAGE: testDriveLandingNext,
  TEST_DRIVE_AGREEMENT: testDriveAgreementNext,
  // spec 2 §2 "Test drive OCR summary": the OCR summary's own Next ("test drive goes to the test drive agreement",
  // a store first when one is needed, the incomplete modal when details are missing) (docs/decisions/052).
  TEST_DRIVE_OCR_SUMMARY: ocrSummaryNext,
  TEST_DRIVE_READY: testDriveReadyNext,
  TRUCKSTOP_LANDING_PAGE: truckstopLandingNext,
  NO_LENDER_HOME: noLenderHomeNext,
  LOAN: loanNext,
  VEHICLE: vehicleNext,
  MANUAL_VEHICLE: manualVehicleNext,
  SELLER: sellerNext,
  BUSINESS: businessNext,
  BASIC: basicNext,
  INCOME: incomeNext,
  EXPENSE: expenseNext,
  SERVICING_SUCCESS: servicingSuccessNext,
  SERVICING_FAILURE: servicingFailureNext,
  IDENTIFICATION: identificationNext,
  OCR_ANIMATION: ocrAnimationNext,
  OCR_SUMMARY: ocrSummaryNext,
  PREPPROVAL_ANIMATION: preApprovalAnimationNext,
  YOUR_SCORES: yourScoresNext,
  APPROVED: approvedNext,
  INELIGIBLE: changeLoanToConsumer,
  EMPLOYMENTINELIGIBLE: changeLoanToConsumer,
  INCOMEINELIGIBLE: editIncomeDetails,
};

export const BACK_RULES: Partial<Record<ScreenId, BackRule>> = {
  EMPLOYMENT: employmentBack,
  ASSETS_AND_LIABILITIES: assetsBack,
  LOAN: loanBack,
  VEHICLE: vehicleBack,
  MANUAL_VEHICLE: manualVehicleBack,
  SELLER: sellerBack,
  BUSINESS: businessBack,
  BASIC: basicBack,
  INCOME: incomeBack,
  EXPENSE: expenseBack,
  SERVICING_SUCCESS: servicingBack,
  SERVICING_FAILURE: servicingBack,
  IDENTIFICATION: identificationBack,
  OCR_ANIMATION: ocrAnimationBack,
  OCR_SUMMARY: ocrSummaryBack,
  TEST_DRIVE_OCR_SUMMARY: ocrSummaryBack,
  PREPPROVAL_ANIMATION: preApprovalAnimationBack,
  YOUR_SCORES: (ctx) => outcomeBack(ctx, 'YOUR_SCORES'),
  APPROVED: (ctx) => outcomeBack(ctx, 'APPROVED'),
  INELIGIBLE: ineligibleBack,
  EMPLOYMENTINELIGIBLE: ineligibleBack,
  INCOMEINELIGIBLE: ineligibleBack,
  SUPPORTING_DOCS: supportingDocsBack,
};

/** Where Next leads from `screen`; undefined when this screen's routing belongs to another part. */
export const nextScreen = (screen: ScreenId, ctx: JourneyContext): Step | undefined => NEXT_RULES[screen]?.(ctx);

/** Where Back leads from `screen`; null when the screen has no Back, undefined when it has no rule here. */
export const previousScreen = (screen: ScreenId, ctx: JourneyContext): Step | null | undefined => {
  const rule = BACK_RULES[screen];
  return rule ? rule(ctx) : undefined;
};
