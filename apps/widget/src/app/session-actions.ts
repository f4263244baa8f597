import { afterVerification } from '@kerb/domain/journey/after-verification';
import { allConsentsAgreed } from '@kerb/domain/borrower/agreements';
import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { readToken } from '../lib/storage';
import { saveBorrowerOnLogin } from './borrower-sync';
import type { AppState } from './store';

type Store = StoreApi<AppState>;

/** spec 1 §2: logout "removes a token query parameter from the address" (any letter case, §5). */
export function removeTokenFromAddress(win: Pick<Window, 'location' | 'history'> = window): void {
  const url = new URL(win.location.href);
  const names = [...url.searchParams.keys()].filter((name) => name.toLowerCase() === 'token');
  if (names.length === 0) return;
  for (const name of names) url.searchParams.delete(name);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * spec 1 §2 "Progress header": Logout "resets the borrower, clears the stored token and first name,
 * removes a token query parameter from the address and returns to the quick calculator"; the server
 * revokes the token (issue 2 "Logout revokes the token").
 */
export async function logout(store: Store): Promise<void> {
  const token = readToken();
  const state = store.getState();
  state.resetBorrower();
  state.resetProgress();
  state.clearSession();
  removeTokenFromAddress();
  store.setState({ modal: null, modalProps: {}, modalQueue: [] });
  state.setDisplay('QUICK_CALCULATOR');
  if (!token) return;
  try {
    await api.post('/api/user/logout', {}, { headers: { authorization: `Bearer ${token}` }, ignoreUnauthorized: true });
  } catch (error) {
    logFailure('logout', error);
  }
}

/** spec 1 §4 "Session": "A 401 response clears the token and opens the login modal." */
export function handleUnauthorized(store: Store): void {
  const state = store.getState();
  state.clearSession();
  if (state.modal !== 'LOGIN') state.openModal('LOGIN');
}

// The serviceability answer (lenders for this borrower) arrives with the lending engine in a later issue.
// Until one exists, "no lenders" must not be assumed, or every novated borrower would be routed to the
// ineligible screens at login.
const knownLenderCount = (state: AppState): number => {
  const lenders = (state.borrower as { serviceability?: { lenders?: unknown[] } }).serviceability?.lenders;
  return Array.isArray(lenders) ? lenders.length : 1;
};

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
  const employments = borrower.employments as { status?: 'PERMANENT' | 'CASUAL' | 'OTHER' }[] | undefined;
  const index = typeof borrower.currentEmploymentIndex === 'number' ? borrower.currentEmploymentIndex : 0;
  const result = afterVerification({
    loanUsage: borrower.loan?.loanUsage,
    screen: state.display,
    lenderCount: knownLenderCount(state),
    employmentType: employments?.[index]?.status,
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
}
