import { allConsentsAgreed } from '@kerb/domain/borrower/agreements';
import { afterVerification } from '@kerb/domain/journey/after-verification';
import { offersReturn } from '@kerb/domain/journey/resume';
import type { StoreApi } from 'zustand';
import { saveBorrowerOnLogin } from './borrower-sync';
import type { AppState } from './store';

type Store = StoreApi<AppState>;

// The serviceability answer (lenders for this borrower) arrives with the lending engine in a later issue.
// Until one exists, "no lenders" must not be assumed, or every novated borrower would be routed to the
// ineligible screens at login.
const LENDERS_NOT_YET_KNOWN = 1;

/**
 * spec 1 §4 "Verification and login": after a successful code: mark logged in, reload the application,
 * save the borrower; then the domain's routing (close the modal, open another, move the screen).
 */
export async function completeVerification(store: Store, token: string, firstName: string): Promise<void> {
  store.getState().logIn(token, firstName);
  await saveBorrowerOnLogin(store);
  const state = store.getState();
  const borrower = state.borrower;
  if (state.modal === 'APPLICATION_IN_PROGRESS') return;
  const employment = borrower.employments?.[borrower.currentEmploymentIndex ?? 0];
  const result = afterVerification({
    loanUsage: borrower.loan?.loanUsage,
    screen: state.display,
    lenderCount: LENDERS_NOT_YET_KNOWN,
    employmentType: employment?.status,
    consentsAgreed: allConsentsAgreed(borrower.agreements),
    applicationSubmitted: Boolean(borrower.application?.isSubmitted),
    userFlow: state.userFlow,
    businessFirst: state.partner?.signupOptions?.businessFirst ?? false,
    vehicleKnown: state.vehicleKnown,
    assetTypeFromParams: state.assetTypeFromParams,
  });
  if (result.screen) state.setDisplay(result.screen);
  if (result.openModal) state.openModal(result.openModal, { closable: result.openModal !== 'APPLICATION_IN_PROGRESS' });
  else if (result.closeModal) state.closeModal();
  // RETURN_USER (docs/decisions/030): an application further along than this screen can be continued; after
  // any modal the routing opened.
  const application = store.getState().borrower.application;
  if (offersReturn({
    progressPercent: application?.progressPercent ?? 0, isSubmitted: Boolean(application?.isSubmitted), screen: store.getState().display,
  })) store.getState().queueModals([{ id: 'RETURN_USER', props: { closable: true } }]);
}
