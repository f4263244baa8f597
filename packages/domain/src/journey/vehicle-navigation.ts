import { afterVehicleScreen } from '../quote/loan-navigation';
import { isApproved, notApprovedScreen } from '../quote/outcome';
import {
  isNovated, isPreApproved, loanUsageOf, quoteEntryScreen, skippedLoanDetails, toModal, toScreen,
  type JourneyContext, type Step,
} from './journey-context';

// spec 2 §2 "Vehicle details" and "Manual vehicle": Next and Back, each rule one named guard.

/** "If the user is novated and already indicatively approved, pre-approval is re-checked". */
export const novatedReCheck = (ctx: JourneyContext) => isNovated(ctx) && isPreApproved(ctx);

/** "(approved leads to indicatively approved, else referred)"; a failed call counts as referred (spec 2 §8),
 * and so does an answer with no approved lenders (spec 2 §4); a declined verdict shows declined (decision 060). */
export function reCheckVerdict(ctx: JourneyContext): Step {
  const verdict = ctx.preApproval?.verdict;
  return toScreen(isApproved(verdict, ctx.preApproval?.approvedLenders) ? 'APPROVED' : notApprovedScreen(verdict));
}

/** "A novated lease with no lenders goes to register (unregistered) or ineligible (registered)." */
export const novatedWithoutLenders = (ctx: JourneyContext) => isNovated(ctx) && ctx.lenderCount === 0;
export const ineligibleOrRegister = (ctx: JourneyContext): Step =>
  (ctx.registered ? toScreen('INELIGIBLE') : toModal('REGISTER'));

/** "Otherwise next goes to seller, basic or business." */
export const sellerBasicOrBusiness = (ctx: JourneyContext): Step =>
  toScreen(afterVehicleScreen({ hideSellerScreen: ctx.partner.hideSellerScreen, loanUsage: loanUsageOf(ctx) }));

export function vehicleNext(ctx: JourneyContext): Step {
  if (novatedReCheck(ctx)) return reCheckVerdict(ctx);
  if (novatedWithoutLenders(ctx)) return ineligibleOrRegister(ctx);
  return sellerBasicOrBusiness(ctx);
}

/**
 * Back is not shown. The vehicle screen is reached from loan details, or from the quick calculator for a
 * novated lease ("A novated lease goes to vehicle", spec 2 §2 "Quick calculator"): Back returns there.
 */
export const cameFromQuickCalculator = (ctx: JourneyContext) => skippedLoanDetails(ctx) && isNovated(ctx);

export function vehicleBack(ctx: JourneyContext): Step {
  if (cameFromQuickCalculator(ctx)) return toScreen('QUICK_CALCULATOR');
  // The no-lender home leads here itself (spec 1 §4 "No-lender home moves to vehicle"; docs/decisions/048).
  if (quoteEntryScreen(ctx) === 'NO_LENDER_HOME') return toScreen('NO_LENDER_HOME');
  return toScreen('LOAN');
}

/**
 * Manual vehicle's Next is not shown beyond "Next needs a 4-digit build year": it is the vehicle step by
 * another means, so it routes as vehicle details does (docs/decisions/026).
 */
export const manualVehicleNext = (ctx: JourneyContext): Step => vehicleNext(ctx);

/** "buttons Search by Rego and Search Manually": both search on the vehicle screen. */
export const manualVehicleSearch = (): Step => toScreen('VEHICLE');

/** Back is not shown: manual vehicle is reached from loan details (plant equipment, manual entry, no lookup). */
export const manualVehicleBack = (): Step => toScreen('LOAN');
