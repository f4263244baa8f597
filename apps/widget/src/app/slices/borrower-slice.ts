import type { StateCreator } from 'zustand';
import { type BorrowerDraft, dropDraft, emptyBorrower, keepDraft } from '../borrower-draft';
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
    if (!get().isLoggedIn) keepDraft(get().partnerId, borrower);
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
      dropDraft();
      set({ borrower: emptyBorrower() });
    },
  };
};
