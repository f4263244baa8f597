import type { ScreenId } from '@kerb/domain/journey/ids';
import { isBusinessUnderTwoYears } from '@kerb/domain/journey/business-age';
import type { JourneyContext, Step } from '@kerb/domain/journey/journey-context';
import { nextScreen, previousScreen } from '@kerb/domain/journey/navigation';
import { depositFactsOf, minimumDeposit } from '@kerb/domain/quote/loan-limits';
import { lenderCountOf } from './lender-count';
import type { AppState } from './store';
import { useAppStore } from './store';
import { todayIso } from '../lib/today';

// The widget's side of "Routing as data" (ARCHITECTURE): a screen asks the domain where Next or Back
// leads, with the one JourneyContext built here from the store, and takes the step. Screens never choose
// their next screen themselves.

/** What only the screen that moves knows: the outcome of the check its Next ran, or its own form's state. */
export type JourneyFacts = Partial<Pick<
  JourneyContext,
  'lenderCount' | 'additionalIncomeBlock' | 'detailsComplete' | 'servicing' | 'preApproval' | 'returnPoint' | 'progressPercent'
>>;

/** The journey context of the store as it is now, with the moving screen's facts. */
export function journeyContextOf(state: AppState, facts: JourneyFacts = {}): JourneyContext {
  const { partner, borrower } = state;
  const loan = borrower.loan;
  const minimum = minimumDeposit(loan?.purchasePrice, partner, depositFactsOf(borrower));
  return {
    partner: partner ?? { country: 'AU' } as JourneyContext['partner'],
    userFlow: state.userFlow,
    journey: state.journey,
    registered: state.isLoggedIn,
    borrower,
    assetTypeFromParams: state.assetTypeFromParams,
    storeFromParams: Boolean(state.params?.storeId),
    // Only loan details has a return point, and it keeps its own (loan-details-screen).
    returnPoint: null,
    lenderCount: lenderCountOf(state),
    additionalIncomeBlock: false,
    businessUnderTwoYears: isBusinessUnderTwoYears(borrower.business?.abnStatusEffectiveFrom, todayIso()),
    depositBelowMinimum: (loan?.deposit ?? 0) < minimum,
    detailsComplete: true,
    ...facts,
  };
}

/** Takes a step: a screen (and the modal shown over it), or a modal over the current screen. */
export function takeStep(step: Step, store = useAppStore): void {
  const state = store.getState();
  if (step.modal) {
    state.openModal(step.modal, { closable: true });
    return;
  }
  state.setDisplay(step.screen);
  if (step.withModal) state.openModal(step.withModal, { closable: true });
}

/** Next from `screen`, as the domain routes it. False when the domain has no rule for this screen. */
export function goNext(screen: ScreenId, facts: JourneyFacts = {}, store = useAppStore): boolean {
  const step = nextScreen(screen, journeyContextOf(store.getState(), facts));
  if (step) takeStep(step, store);
  return Boolean(step);
}

/** Back from `screen`; false when the screen has no Back. */
export function goBack(screen: ScreenId, facts: JourneyFacts = {}, store = useAppStore): boolean {
  const step = previousScreen(screen, journeyContextOf(store.getState(), facts));
  if (step) takeStep(step, store);
  return Boolean(step);
}

/** Whether `screen` shows a Back button at all (a null rule means none). */
export const hasBack = (screen: ScreenId, store = useAppStore): boolean =>
  Boolean(previousScreen(screen, journeyContextOf(store.getState())));
