import type { LoanUsage, UserFlow } from '../enums/index';
import { isNoLenderFlow } from './flows';
import type { ScreenId } from './ids';
import { loanUsageOf, noLenderHomeToVehicle, toModal, toScreen, truckstopJourneyStart, vehicleKnown, type JourneyContext, type Step } from './journey-context';

// The partner landings of spec 1 §2 "Starting screen" that the spec gives no Next of their own: the truck
// stop landing (rule 5) and the no-lender home (rule 4). docs/decisions/048 records the readings.

/**
 * spec 2 §2 "Truckstop landing": "a Get Started button", leading where the truck stop journey starts without
 * the landing (rules 4 and 5: "everything else to the quick calculator" when quick quote is shown).
 */
export const truckstopLandingNext = (ctx: JourneyContext): Step => toScreen(truckstopJourneyStart(ctx));

export interface NoLenderMoveContext {
  userFlow: UserFlow;
  loanUsage?: LoanUsage | undefined;
  /** The partner flag "business goes to the business page" (signupOptions.businessFirst). */
  businessFirst: boolean;
  vehicleKnown: boolean;
  /** The asset type came from the startup parameters. */
  assetTypeFromParams: boolean;
}

/**
 * spec 1 §4 "Verification and login": "No-lender home moves to vehicle when the vehicle is known but the
 * asset type is not from parameters, else business or basic", and "For a partner with a no-lender flow and
 * a flag, business goes to the business page, otherwise basic."
 */
export function noLenderHomeMove(ctx: NoLenderMoveContext): ScreenId {
  if (noLenderHomeToVehicle(ctx)) return 'VEHICLE';
  return isNoLenderFlow(ctx.userFlow) && ctx.businessFirst && ctx.loanUsage === 'BUSINESS' ? 'BUSINESS' : 'BASIC';
}

/** NO_LENDER_EARLY_SIGNUP: sign-up comes first, as in the EARLY_SIGNUP flow (spec 2 §2 "Quick calculator"). */
export const signsUpEarly = (ctx: Pick<JourneyContext, 'userFlow' | 'registered'>) =>
  ctx.userFlow === 'NO_LENDER_EARLY_SIGNUP' && !ctx.registered;

/**
 * The no-lender home's Next (the loan details' no-lender variant, spec 2 §2): the early sign-up flow
 * registers an anonymous borrower first, and the verified code then makes spec 1 §4's move
 * (after-verification, where the business-first flag decides). A borrower who moves on without that code
 * goes to vehicle as §4 says, else business or basic as loan details' "An unknown vehicle goes to business
 * or basic" (docs/decisions/048).
 */
export function noLenderHomeNext(ctx: JourneyContext): Step {
  if (signsUpEarly(ctx)) return toModal('REGISTER');
  if (noLenderHomeToVehicle({ vehicleKnown: vehicleKnown(ctx), assetTypeFromParams: ctx.assetTypeFromParams })) return toScreen('VEHICLE');
  return toScreen(loanUsageOf(ctx) === 'BUSINESS' ? 'BUSINESS' : 'BASIC');
}
