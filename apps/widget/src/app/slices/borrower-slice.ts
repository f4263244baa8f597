import type { StateCreator } from 'zustand';
import { removeItem, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { type BorrowerDraft, emptyBorrower } from '../borrower-draft';
import type { AppState } from '../store';

// Issue 2 "Borrowers": "Before login, progress lives in browser storage and is saved on login." While
// anonymous every change is written to storage; once logged in the server holds it (see borrower-sync).
export interface BorrowerSlice {
  borrower: BorrowerDraft;
  setBorrower: (borrower: BorrowerDraft) => void;
  updateBorrower: (update: (borrower: BorrowerDraft) => BorrowerDraft) => void;
  /** spec 1 §2: logout "resets the borrower". */
  resetBorrower: () => void;
}

export const createBorrowerSlice: StateCreator<AppState, [], [], BorrowerSlice> = (set, get) => {
  const keepLocally = (borrower: BorrowerDraft) => {
    if (!get().isLoggedIn) writeJson(STORAGE_KEYS.borrower, borrower);
  };
  return {
    borrower: emptyBorrower(),
    setBorrower: (borrower) => {
      set({ borrower });
      keepLocally(borrower);
    },
    updateBorrower: (update) => {
      const borrower = update(get().borrower);
      set({ borrower });
      keepLocally(borrower);
    },
    resetBorrower: () => {
      removeItem(STORAGE_KEYS.borrower);
      set({ borrower: emptyBorrower() });
    },
  };
};
