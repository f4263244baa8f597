import { toModal, toScreen, type JourneyContext, type Step } from './journey-context';

// spec 2 §2 "Supporting documents": "Submit: if all required present, progress becomes 100, the application
// is marked submitted, and the application submitted screen shows (or indicatively referred if not
// pre-approved and an early-referred screen is configured)". The application submitted screen is the
// CONGRATULATIONS modal (spec 1 §2 "CONGRATULATIONS (application submitted)").

/** Where a successful submit leads. */
export function afterSubmit(ctx: JourneyContext): Step {
  const preApproved = Boolean(ctx.borrower.application?.isPreApproved);
  if (!preApproved && ctx.partner.earlyReferredScreen) return toScreen('REFERRED');
  return toModal('CONGRATULATIONS');
}

/**
 * spec 1 §2 "Application submitted (CONGRATULATIONS): closing goes to basic, then shows the in-progress
 * modal." The in-progress modal cannot be closed (spec 1 §4 "Saving": a submitted application is read-only).
 */
export const AFTER_CONGRATULATIONS = { screen: 'BASIC', inProgressModal: 'APPLICATION_IN_PROGRESS' } as const;

/** spec 2 §2 "Supporting documents … with Back and Submit": Back returns to assets and liabilities. */
export const supportingDocsBack = (): Step => toScreen('ASSETS_AND_LIABILITIES');
