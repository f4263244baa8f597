import type { BorrowerDocument } from '../borrower/index';
import type { InitialJourney, LoanUsage, PreApprovalVerdict, UserFlow } from '../enums/index';
import type { PartnerConfig } from '../partner/config';
import { loanNextScreen, type LoanNextContext } from '../quote/loan-navigation';
import type { ModalId, ScreenId } from './ids';
import { startingScreen } from './starting-screen';

// The one context the journey's routing reads (spec 2 §2 and §4 from loan details to the verdict). The
// caller builds it from its store: the partner, the borrower document, the journey, whether the borrower
// is registered, and the outcome of a check that runs on the way (serviceability, pre-approval). No I/O.

/** Where Next or Back leads: a screen (optionally with a modal over it) or a modal over the current screen. */
export type Step =
  | { screen: ScreenId; withModal?: ModalId; modal?: undefined }
  | { modal: ModalId; screen?: undefined; withModal?: undefined };

export const toScreen = (screen: ScreenId, withModal?: ModalId): Step => (withModal ? { screen, withModal } : { screen });
export const toModal = (modal: ModalId): Step => ({ modal });

/** The partner settings the routing reads (spec 1 §3 "Partner configuration"). */
export type JourneyPartner = Pick<
  PartnerConfig,
  | 'country' | 'hideSelectVehicleScreen' | 'hideSellerScreen' | 'skipExpensesScreen' | 'preapprovalLogic'
  | 'earlyReferredScreen' | 'showQuickQuote' | 'storeSelectorOptions' | 'disabledGlassesGuideVinLookup'
  | 'defaultVehicleCondition' | 'signupOptions'
>;

/** The parts of the borrower document the routing reads; the application as the widget's draft holds it. */
export type JourneyBorrower = Pick<
  BorrowerDocument,
  | 'loan' | 'vehicle' | 'employments' | 'currentEmploymentIndex' | 'agreements' | 'supportingDocs'
  | 'personalDetails' | 'selectedStore' | 'selectedLender' | 'testDrives' | 'business'
> & { application?: { isPreApproved?: boolean | null | undefined } | null | undefined };

/** spec 2 §7 /api/serviceability: "generalLender.isServicing"; "Serviceability false, exception, or not servicing" (§8). */
export type ServicingOutcome = 'SERVICING' | 'NOT_SERVICING' | 'ERROR';

/** spec 2 §7 /api/submit/preApproval's answer as routing reads it; verdict null when the call failed. */
export interface PreApprovalOutcome {
  verdict: PreApprovalVerdict | null;
  approvedLenders?: readonly string[] | undefined;
  /** The bureau's comprehensive score (the test-drive agreement routes on it alone); null when none. */
  comprehensiveScore?: number | null | undefined;
}

export interface JourneyContext {
  partner: JourneyPartner;
  /** The flow this visitor is in: the partner's, or the one its split test chose (journey/starting-screen). */
  userFlow: UserFlow;
  journey: InitialJourney;
  /** Registered and logged in (spec 2 §1 "Registered status gates several steps"). */
  registered: boolean;
  borrower: JourneyBorrower;
  /** The asset type came from the startup parameters (spec 2 §2 "Loan details" next-screen rule). */
  assetTypeFromParams: boolean;
  /** The store came with the address (storeId), so the store selector never showed. */
  storeFromParams: boolean;
  /** Loan details' return point (quote/loan-navigation loanReturnPoint). */
  returnPoint: ScreenId | null;
  /** Lenders in the latest quote or serviceability answer ("A novated lease with no lenders", spec 2 §2). */
  lenderCount: number;
  /** The income screen shows its additional-income block (spec 2 §2 "Income details"). */
  additionalIncomeBlock: boolean;
  /** The business's active-from date is less than 2 years ago (spec 1 §5 "Business age"; business-age.ts). */
  businessUnderTwoYears: boolean;
  /** The deposit is below the minimum (spec 2 §9 business non-owners; docs/decisions/012). */
  depositBelowMinimum: boolean;
  /** The OCR summary's required fields are all valid (spec 2 §5 "OCR summary requires"). */
  detailsComplete: boolean;
  /** The serviceability check this Next ran (income, expense); undefined when none ran. */
  servicing?: ServicingOutcome | undefined;
  /** The pre-approval call this Next ran (vehicle re-check, OCR summary, animation); undefined when none ran. */
  preApproval?: PreApprovalOutcome | undefined;
  /** The progress percent reached so far (spec 2 §2, only ever increases): how far the journey has been. */
  progressPercent?: number | undefined;
}

// ---- Facts every screen's guards share -------------------------------------------------------------------

export const loanUsageOf = (ctx: JourneyContext): LoanUsage | undefined => ctx.borrower.loan?.loanUsage;
export const isNovated = (ctx: JourneyContext) => loanUsageOf(ctx) === 'NOVATED';
export const isBusiness = (ctx: JourneyContext) => loanUsageOf(ctx) === 'BUSINESS';
/** spec 2 §1: "Loan usages: PERSONAL, BUSINESS, NOVATED"; a loan with no usage yet is a consumer loan. */
export const isConsumer = (ctx: JourneyContext) => !isNovated(ctx) && !isBusiness(ctx);
export { isTestDrive } from './detect-journey';
export const vehicleKnown = (ctx: JourneyContext) => Boolean(ctx.borrower.vehicle?.isVehicleKnown);
export const isPreApproved = (ctx: JourneyContext) => Boolean(ctx.borrower.application?.isPreApproved);
export const currentEmployment = (ctx: JourneyContext) =>
  ctx.borrower.employments?.[ctx.borrower.currentEmploymentIndex ?? 0];
export const storeSelectorConfigured = (ctx: JourneyContext) => Boolean(ctx.partner.storeSelectorOptions?.length);
export const storeChosen = (ctx: JourneyContext) => ctx.storeFromParams || Boolean(ctx.borrower.selectedStore);

/** The loan screen's own context (quote/loan-navigation), read from the journey's. */
export function loanContextOf(ctx: JourneyContext): LoanNextContext {
  const vehicle = ctx.borrower.vehicle;
  return {
    assetType: vehicle?.assetType,
    loanUsage: loanUsageOf(ctx),
    returnPoint: ctx.returnPoint,
    isPreApproved: isPreApproved(ctx),
    assetTypeFromParams: ctx.assetTypeFromParams,
    hideSelectVehicleScreen: ctx.partner.hideSelectVehicleScreen,
    hideSellerScreen: ctx.partner.hideSellerScreen,
    vehicleKnown: vehicleKnown(ctx),
    condition: vehicle?.condition ?? ctx.partner.defaultVehicleCondition,
    manualEntry: vehicle?.source === 'MANUAL',
    lookupAvailable: !ctx.partner.disabledGlassesGuideVinLookup,
  };
}

/** The screen this visitor started on (spec 1 §2 "Starting screen", without a screen parameter). */
export function entryScreen(ctx: JourneyContext): ScreenId {
  const partner = { userFlow: ctx.userFlow, splitTest: false, showQuickQuote: ctx.partner.showQuickQuote };
  return startingScreen({ partner, journey: ctx.journey, random: () => 0 }).screen;
}

/**
 * spec 2 §2 "Truckstop landing": the TRUCKSTOP_NEW_SCREEN flow's page in front of the truck stop journey. Its
 * Get Started leads where the same partner's TRUCKSTOP_NORMAL flow starts (docs/decisions/048).
 */
export const truckstopJourneyStart = (ctx: JourneyContext): ScreenId =>
  entryScreen({ ...ctx, journey: 'FINANCE', userFlow: 'TRUCKSTOP_NORMAL' });

/** The first quote screen of the visit: the start screen, or the one past the truck stop landing. */
export function quoteEntryScreen(ctx: JourneyContext): ScreenId {
  const entry = entryScreen(ctx);
  return entry === 'TRUCKSTOP_LANDING_PAGE' ? truckstopJourneyStart(ctx) : entry;
}

/** spec 1 §4: "No-lender home moves to vehicle when the vehicle is known but the asset type is not from parameters". */
export const noLenderHomeToVehicle = (ctx: { vehicleKnown: boolean; assetTypeFromParams: boolean }) =>
  ctx.vehicleKnown && !ctx.assetTypeFromParams;

/** The no-lender flows start on the no-lender home, which moves on without loan details (partner-landings). */
const startedOnNoLenderHome = (ctx: JourneyContext) => quoteEntryScreen(ctx) === 'NO_LENDER_HOME';

/**
 * The quick calculator skipped loan details: spec 2 §2 "Quick calculator": "A personal-loan asset goes to
 * basic"; "A novated lease goes to vehicle, or to basic when the vehicle is already known". Not when its
 * store selector showed first, which then goes to loan (spec 2 §2 "Store selector": "otherwise loan").
 */
export function skippedLoanDetails(ctx: JourneyContext): boolean {
  if (quoteEntryScreen(ctx) !== 'QUICK_CALCULATOR') return false;
  if (storeSelectorConfigured(ctx) && !ctx.storeFromParams) return false;
  return ctx.borrower.vehicle?.assetType === 'PERSONAL_LOAN' || isNovated(ctx);
}

/**
 * Which vehicle screen the borrower filled in on the way from the quote, if any: the one loan details leads
 * to (spec 2 §2 next-screen rule), or vehicle for a novated lease sent there by the quick calculator.
 */
export function vehicleScreenUsed(ctx: JourneyContext): 'VEHICLE' | 'MANUAL_VEHICLE' | null {
  if (startedOnNoLenderHome(ctx)) {
    return noLenderHomeToVehicle({ vehicleKnown: vehicleKnown(ctx), assetTypeFromParams: ctx.assetTypeFromParams }) ? 'VEHICLE' : null;
  }
  if (skippedLoanDetails(ctx)) {
    return isNovated(ctx) && !vehicleKnown(ctx) && ctx.borrower.vehicle?.assetType !== 'PERSONAL_LOAN' ? 'VEHICLE' : null;
  }
  const screen = loanNextScreen({ ...loanContextOf(ctx), isPreApproved: false, returnPoint: null });
  return screen === 'VEHICLE' || screen === 'MANUAL_VEHICLE' ? screen : null;
}

/** The seller screen was on the way: it shows after the vehicle step unless the partner hides it. */
export function sellerScreenUsed(ctx: JourneyContext): boolean {
  if (ctx.partner.hideSellerScreen) return false;
  if (vehicleScreenUsed(ctx)) return true;
  // spec 2 §2: "an asset known through startup parameters with the vehicle screen hidden goes to seller".
  return !skippedLoanDetails(ctx) && !startedOnNoLenderHome(ctx) && ctx.assetTypeFromParams && ctx.partner.hideSelectVehicleScreen
    && ctx.borrower.vehicle?.assetType !== 'PLANT_EQUIPMENT';
}
