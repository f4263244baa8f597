import type { MobileOrEmail } from '@kerb/domain/enums/index';
import type { StateCreator } from 'zustand';
import { clearCredentials, storeCredentials } from '../../lib/storage';
import type { AppState } from '../store';

// spec 1 §3 "User and session": isLoggedIn, mobileOrEmail; §4: stored token plus first name = logged in.
export interface SessionSlice {
  isLoggedIn: boolean;
  firstName: string | null;
  mobileOrEmail: MobileOrEmail;
  /** Stores token and first name (browser storage) and marks the visitor logged in. */
  logIn: (token: string, firstName: string) => void;
  /** Clears token and first name everywhere; the visitor is anonymous again. */
  clearSession: () => void;
  setMobileOrEmail: (mode: MobileOrEmail) => void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  isLoggedIn: false,
  firstName: null,
  mobileOrEmail: 'MOBILE',
  logIn: (token, firstName) => {
    storeCredentials(token, firstName);
    set({ isLoggedIn: true, firstName });
  },
  clearSession: () => {
    clearCredentials();
    set({ isLoggedIn: false, firstName: null });
  },
  setMobileOrEmail: (mode) => set({ mobileOrEmail: mode }),
});
