import { isNoLenderFlow } from './flows';
import {
  entryScreen, isBusiness, isNovated, sellerScreenUsed, skippedLoanDetails, toModal, toScreen, vehicleScreenUsed,
  type JourneyContext, type Step,
} from './journey-context';
import { ineligibleOrRegister } from './vehicle-navigation';

// spec 2 §2 "Basic details": Next and Back, each rule one named guard.

/** "novated loans check for lenders and, if none, go to ineligible (registered) or register" */
export const novatedWithoutLendersOnBasic = (ctx: JourneyContext) => isNovated(ctx) && ctx.lenderCount === 0;

/** "business goes to identification (after a deposit check and register)": the deposit check is the add
 * deposit modal (spec 1 §2 "Add deposit ... then register if not logged in, or identification"). */
export const businessDepositShort = (ctx: JourneyContext) => isBusiness(ctx) && ctx.depositBelowMinimum;
export const businessUnregistered = (ctx: JourneyContext) => isBusiness(ctx) && !ctx.registered;

export function basicNext(ctx: JourneyContext): Step {
  if (novatedWithoutLendersOnBasic(ctx)) return ineligibleOrRegister(ctx);
  if (businessDepositShort(ctx)) return toModal('ADD_DEPOSIT');
  if (businessUnregistered(ctx)) return toModal('REGISTER');
  if (isBusiness(ctx)) return toScreen('IDENTIFICATION');
  // "others go to income"
  return toScreen('INCOME');
}

/**
 * "Back depends on loan purpose, vehicle and flow and may go to quick calculator, vehicle, seller, loan,
 * business, campaign landing, manual vehicle or no-lender home": Back retraces the way in.
 */
export const businessPurpose = (ctx: JourneyContext) => isBusiness(ctx);
/** spec 1 §4 "Campaign landing moves to business or basic." (the campaign journey starts there, spec 1 §2) */
export const campaignFlowOnBasic = (ctx: JourneyContext) => entryScreen(ctx) === 'CAMPAIGN_LANDING';
/** spec 2 §2 "Quick calculator": "A personal-loan asset goes to basic"; novated "to basic when the vehicle is
 * already known". */
export const basicFromQuickCalculator = (ctx: JourneyContext) => skippedLoanDetails(ctx) && !vehicleScreenUsed(ctx);
/** spec 1 §4 "No-lender home moves to ... business or basic" when no vehicle screen was on the way. */
export const noLenderHomeOnBasic = (ctx: JourneyContext) =>
  isNoLenderFlow(ctx.userFlow) && !vehicleScreenUsed(ctx) && !sellerScreenUsed(ctx);

export function basicBack(ctx: JourneyContext): Step {
  if (basicFromQuickCalculator(ctx)) return toScreen('QUICK_CALCULATOR');
  if (businessPurpose(ctx)) return toScreen('BUSINESS');
  if (campaignFlowOnBasic(ctx)) return toScreen('CAMPAIGN_LANDING');
  if (sellerScreenUsed(ctx)) return toScreen('SELLER');
  const vehicle = vehicleScreenUsed(ctx);
  if (vehicle) return toScreen(vehicle);
  if (noLenderHomeOnBasic(ctx)) return toScreen('NO_LENDER_HOME');
  return toScreen('LOAN');
}
