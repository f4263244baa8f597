import type { AssetType, LoanUsage, UserFlow, VehicleCondition } from '../enums/index';
import { isNoLenderFlow } from '../journey/flows';
import type { ScreenId } from '../journey/ids';

// spec 2 §2 "Loan details": Next and Back, each rule one named guard.

export interface LoanNextContext {
  assetType: AssetType | undefined;
  loanUsage: LoanUsage | undefined;
  /** spec 1 §2 "Indicatively approved": editing the loan structure "remembers this screen as the return point". */
  returnPoint: ScreenId | null;
  isPreApproved: boolean;
  assetTypeFromParams: boolean;
  hideSelectVehicleScreen: boolean;
  hideSellerScreen: boolean;
  vehicleKnown: boolean;
  condition: VehicleCondition | undefined;
  /** The vehicle was entered by hand (make, model, year typed in) rather than looked up. */
  manualEntry: boolean;
  /** A vehicle lookup (registration or make and model) is available to this partner. */
  lookupAvailable: boolean;
}

/** "seller, business or basic": the seller screen unless hidden, then business for business loans, else basic. */
export function afterVehicleScreen(ctx: Pick<LoanNextContext, 'hideSellerScreen' | 'loanUsage'>): ScreenId {
  if (!ctx.hideSellerScreen) return 'SELLER';
  return detailsScreen(ctx.loanUsage);
}

const detailsScreen = (loanUsage: LoanUsage | undefined): ScreenId => (loanUsage === 'BUSINESS' ? 'BUSINESS' : 'BASIC');

export function loanNextScreen(ctx: LoanNextContext): ScreenId {
  // "plant equipment goes to manual vehicle"
  if (ctx.assetType === 'PLANT_EQUIPMENT') return 'MANUAL_VEHICLE';
  // "if already indicatively approved, to the pre-approval animation": a changed structure is checked
  // again; the animation returns to the indicatively approved screen when it approves ("APPROVED goes to
  // indicatively approved if already there", spec 2 §4), so the return point is kept that way.
  if (ctx.isPreApproved) return 'PREPPROVAL_ANIMATION';
  // The return point without an approval to re-check: Next after "Edit loan structure" goes back to the
  // indicatively approved screen, which quotes the new structure again.
  if (ctx.returnPoint) return ctx.returnPoint;
  // "an asset known through startup parameters with the vehicle screen hidden goes to seller, business or basic"
  if (ctx.assetTypeFromParams && ctx.hideSelectVehicleScreen) return afterVehicleScreen(ctx);
  // "A known vehicle goes to vehicle if new, else to manual vehicle if manual entry is used or no lookup is available."
  if (ctx.vehicleKnown) {
    if (ctx.condition === 'NEW') return 'VEHICLE';
    return ctx.manualEntry || !ctx.lookupAvailable ? 'MANUAL_VEHICLE' : 'VEHICLE';
  }
  // "An unknown vehicle goes to business or basic."
  return detailsScreen(ctx.loanUsage);
}

export interface LoanBackContext {
  userFlow: UserFlow;
  returnPoint: ScreenId | null;
  storeSelectorConfigured: boolean;
  /** The store came with the address (storeId): the selector was never shown. */
  storeFromParams: boolean;
  /** The borrower came from test-drive ready's Get Personalised Quote (domain proceededToFinance). */
  testDriveProceeded?: boolean;
}

/** "Back goes to the store selector, the quick calculator or the no-lender home." */
export function loanBackScreen(ctx: LoanBackContext): ScreenId {
  if (ctx.returnPoint) return ctx.returnPoint;
  // A test drive that went on to finance came from test-drive ready, not from any of those: back there, rather
  // than to a calculator never seen or a store selector that would lead to the agreement again (decision 052).
  if (ctx.testDriveProceeded) return 'TEST_DRIVE_READY';
  if (isNoLenderFlow(ctx.userFlow)) return 'NO_LENDER_HOME';
  if (ctx.storeSelectorConfigured && !ctx.storeFromParams) return 'STORE_SELECTOR';
  return 'QUICK_CALCULATOR';
}

/** Only the indicatively approved screen is a return point for the loan screen (spec 1 §2). */
export const loanReturnPoint = (previousDisplay: ScreenId | null | undefined): ScreenId | null =>
  previousDisplay === 'APPROVED' ? 'APPROVED' : null;
