import { allConsentsAgreed } from '@kerb/domain/borrower/agreements';
import { afterVerification } from '@kerb/domain/journey/after-verification';
import type { ScreenId } from '@kerb/domain/journey/ids';
import { offersReturn } from '@kerb/domain/journey/resume';
import { quickQuoteAction } from '@kerb/domain/quote/quick-calculator';
import type { StoreApi } from 'zustand';
import { saveBorrowerOnLogin } from './borrower-sync';
import { lenderCountOf } from './lender-count';
import { RESUME_QUICK_QUOTE } from './slices/modal-slice';
import type { AppState } from './store';

type Store = StoreApi<AppState>;

/**
 * spec 2 §2 "Quick calculator": "EARLY_SIGNUP or INSTANT_LEAD_CAPTURE: goes to loan if registered ..., else
 * opens the register modal". The modal is a gate on the way the visitor asked to go: once the code is accepted
 * the visitor goes on where Get Personalised Quote leads a registered visitor, without pressing it again
 * (docs/decisions/054; as the test drive landing's Continue does, decision 051).
 */
function quickQuoteAfterSignUp(state: AppState): ScreenId | undefined {
  const b = state.borrower;
  return quickQuoteAction({
    userFlow: state.userFlow,
    isLoggedIn: true,
    storeChosen: Boolean(state.params?.storeId || b.selectedStore?.storeId),
    storeSelectorConfigured: Boolean(state.partner?.storeSelectorOptions?.length),
    assetType: b.vehicle?.assetType,
    loanUsage: b.loan?.loanUsage,
    vehicleKnown: b.vehicle?.isVehicleKnown ?? state.vehicleKnown,
  }).screen;
}

/**
 * spec 1 §4 "Verification and login": after a successful code: mark logged in, reload the application,
 * save the borrower; then the domain's routing (close the modal, open another, move the screen).
 */
export async function completeVerification(store: Store, token: string, firstName: string): Promise<void> {
  const before = store.getState();
  const resumeQuickQuote = before.modal === 'REGISTER' && before.modalProps[RESUME_QUICK_QUOTE] === true;
  store.getState().logIn(token, firstName);
  await saveBorrowerOnLogin(store);
  const state = store.getState();
  const borrower = state.borrower;
  if (state.modal === 'APPLICATION_IN_PROGRESS') return;
  const employment = borrower.employments?.[borrower.currentEmploymentIndex ?? 0];
  const result = afterVerification({
    loanUsage: borrower.loan?.loanUsage,
    screen: state.display,
    // issue 33 §6: the count kept from the last quote (a novated lender check that found none opened this modal).
    lenderCount: lenderCountOf(state),
    employmentType: employment?.status,
    consentsAgreed: allConsentsAgreed(borrower.agreements),
    applicationSubmitted: Boolean(borrower.application?.isSubmitted),
    userFlow: state.userFlow,
    businessFirst: state.partner?.signupOptions?.businessFirst ?? false,
    vehicleKnown: state.vehicleKnown,
    assetTypeFromParams: state.assetTypeFromParams,
  });
  const onward = result.screen ?? (resumeQuickQuote && state.display === 'QUICK_CALCULATOR' ? quickQuoteAfterSignUp(state) : undefined);
  if (onward) state.setDisplay(onward);
  if (result.openModal) state.openModal(result.openModal, { closable: result.openModal !== 'APPLICATION_IN_PROGRESS' });
  else if (result.closeModal) state.closeModal();
  // RETURN_USER (docs/decisions/030): an application further along than the screen this login shows can be
  // continued; after any modal the routing opened. Never over an ineligible screen (docs/decisions/061).
  const { borrower: { application }, display } = store.getState();
  if (offersReturn({
    progressPercent: application?.progressPercent ?? 0, isSubmitted: Boolean(application?.isSubmitted), screen: display,
  })) store.getState().queueModals([{ id: 'RETURN_USER', props: { closable: true } }]);
}
