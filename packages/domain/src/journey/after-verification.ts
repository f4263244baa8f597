import type { EmploymentType, LoanUsage, UserFlow } from '../enums/index';
import { noLenderHomeMove } from './partner-landings';
import type { ModalId, ScreenId } from './ids';
import { checksNovatedLenders } from './novated-lenders';

// spec 1 §4 "Verification and login": where the borrower goes once a code is accepted. The side effects
// listed first ("mark logged in, reload the application, save the borrower, reload privacy consents") are
// the caller's; this is only the routing that follows, over the state after those reloads.

export interface AfterVerificationContext {
  loanUsage?: LoanUsage | undefined;
  /** The screen under the login or register modal. */
  screen: ScreenId;
  /** Lenders in the latest quote of the loan (the novated lender check, novated-lenders.ts). */
  lenderCount: number;
  /** The current employment's type. */
  employmentType?: EmploymentType | undefined;
  /** Privacy, marketing and credit-bureau verification exchange all agreed. */
  consentsAgreed: boolean;
  applicationSubmitted: boolean;
  userFlow: UserFlow;
  /** The partner flag "business goes to the business page" (signupOptions.businessFirst). */
  businessFirst: boolean;
  vehicleKnown: boolean;
  /** The asset type came from the startup parameters. */
  assetTypeFromParams: boolean;
}

export interface AfterVerification {
  closeModal: boolean;
  /** Replaces the login or register modal. */
  openModal?: ModalId;
  screen?: ScreenId;
}

// "a novated loan with no lenders on the vehicle, basic or income pages goes to ineligible (vehicle or
// basic), employment-ineligible (casual employment with novated) or income-ineligible." Manual vehicle is the
// vehicle page by another means (docs/decisions/026).
export function novatedIneligibleScreen(ctx: AfterVerificationContext): ScreenId | undefined {
  if (!checksNovatedLenders(ctx.screen, ctx.loanUsage) || ctx.lenderCount > 0) return undefined;
  if (ctx.employmentType === 'CASUAL') return 'EMPLOYMENTINELIGIBLE';
  return ctx.screen === 'INCOME' ? 'INCOMEINELIGIBLE' : 'INELIGIBLE';
}

// "Campaign landing moves to business or basic. No-lender home moves to vehicle when the vehicle is known
// but the asset type is not from parameters, else business or basic."
function landingMove(ctx: AfterVerificationContext): ScreenId | undefined {
  if (ctx.screen === 'CAMPAIGN_LANDING') return ctx.loanUsage === 'BUSINESS' ? 'BUSINESS' : 'BASIC';
  if (ctx.screen === 'NO_LENDER_HOME') return noLenderHomeMove(ctx);
  return undefined;
}

// "Servicing success goes to identification; business on basic goes to identification."
function closingMove(ctx: AfterVerificationContext): ScreenId | undefined {
  if (ctx.screen === 'SERVICING_SUCCESS') return 'IDENTIFICATION';
  if (ctx.screen === 'BASIC' && ctx.loanUsage === 'BUSINESS') return 'IDENTIFICATION';
  return undefined;
}

export function afterVerification(ctx: AfterVerificationContext): AfterVerification {
  // "(unless the application is already submitted)": §4 "Saving" shows the application-in-progress modal
  // for a submitted application, and nothing moves beneath it.
  if (ctx.applicationSubmitted) return { closeModal: false, openModal: 'APPLICATION_IN_PROGRESS' };
  const business = ctx.loanUsage === 'BUSINESS';
  const screen = novatedIneligibleScreen(ctx);
  // "If the loan is a business loan, or all three consents are agreed, the modal closes".
  if (business || ctx.consentsAgreed) {
    return withScreen({ closeModal: true }, screen ?? closingMove(ctx) ?? landingMove(ctx));
  }
  // "Missing consents open express privacy." The landing screens still move on beneath it.
  return withScreen({ closeModal: false, openModal: 'EXPRESS_PRIVACY' }, screen ?? landingMove(ctx));
}

function withScreen(result: AfterVerification, screen: ScreenId | undefined): AfterVerification {
  return screen ? { ...result, screen } : result;
}
