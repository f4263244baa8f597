import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { readToken } from '../lib/storage';
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
