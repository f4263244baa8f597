import { isNoLenderFlow } from './flows';
import {
  entryScreen, sellerScreenUsed, toModal, toScreen, vehicleScreenUsed, type JourneyContext, type Step,
} from './journey-context';
import { lenderQuestionsModal } from './lender-questions-navigation';

// spec 1 §2 "Business Details screen" and §5 "Business age": Next and Back.

/** "or to the previous-business check if the business is younger than 2 years" */
export const youngBusiness = (ctx: JourneyContext) => ctx.businessUnderTwoYears;

/**
 * "Next goes to basic details, or to the previous-business check". The modal's save or skip goes to basic.
 * With a lender already chosen, its unanswered questions come first (docs/decisions/029): the previous-business
 * check's Save leaves this screen, so the questions about this business are asked before it.
 */
export function businessNext(ctx: JourneyContext): Step {
  const questions = lenderQuestionsModal(ctx);
  if (questions) return toModal(questions);
  if (youngBusiness(ctx)) return toModal('PREVIOUS_BUSINESS_CHECK');
  return toScreen('BASIC');
}

/** spec 1 §2 "Previous business check modal": "Save or skip goes to basic." */
export const previousBusinessCheckDone = (): Step => toScreen('BASIC');

/** "campaign landing (campaign lender type)" */
export const campaignLenderType = (ctx: JourneyContext) => entryScreen(ctx) === 'CAMPAIGN_LANDING';

/** "loan (no lender chosen and not a no-lender flow)" */
export const noLenderChosen = (ctx: JourneyContext) => !ctx.borrower.selectedLender && !isNoLenderFlow(ctx.userFlow);

/** "no-lender home or vehicle in a no-lender flow": the vehicle screen the borrower filled in (vehicle or
 * manual vehicle), else the no-lender home (spec 1 §4 "No-lender home moves to ... business or basic"). */
export const noLenderFlowBack = (ctx: JourneyContext): Step => toScreen(vehicleScreenUsed(ctx) ?? 'NO_LENDER_HOME');

/**
 * "seller, manual vehicle or vehicle (depending on commercial vehicles under 4.5 tonnes)": with a lender
 * chosen, the screen before business: the seller when it showed, else the vehicle screen used, else loan
 * (docs/decisions/026).
 */
export function screenBeforeBusiness(ctx: JourneyContext): Step {
  if (sellerScreenUsed(ctx)) return toScreen('SELLER');
  return toScreen(vehicleScreenUsed(ctx) ?? 'LOAN');
}

export function businessBack(ctx: JourneyContext): Step {
  if (campaignLenderType(ctx)) return toScreen('CAMPAIGN_LANDING');
  if (noLenderChosen(ctx)) return toScreen('LOAN');
  if (isNoLenderFlow(ctx.userFlow)) return noLenderFlowBack(ctx);
  return screenBeforeBusiness(ctx);
}
