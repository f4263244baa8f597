import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { rematchSelection } from '@kerb/domain/quote/lender-cards';
import { useEffect, useRef } from 'react';
import type { BorrowerDraft } from '#app/borrower-draft';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';
import { reportLenderAction } from './lenders-api';

const applicationId = () => useAppStore.getState().borrower.application?.applicationId;

/** spec 1 §4 / spec 2 §4: "Selecting a lender copies its loanTerm into the loan term." */
function select(offer: LenderOffer): void {
  useAppStore.getState().updateBorrower((b) => ({
    ...b,
    selectedLender: {
      lenderName: offer.lenderName,
      matchingEngineLenderId: offer.matchingEngineLenderId,
      loanTerm: offer.loanTerm,
      requiredDocuments: offer.requiredDocuments,
    },
    loan: { ...b.loan, loanTerm: offer.loanTerm },
  }));
}

/**
 * Clears the selection here and, when logged in, on the server: a borrower patch keeps a part it does not
 * mention, so the save names it with null (the merge rule of domain borrower/merge).
 */
function clearSelection(): void {
  const state = useAppStore.getState();
  const { selectedLender: _cleared, ...rest } = state.borrower;
  state.setBorrower(rest);
  if (state.isLoggedIn) void saveBorrower(useAppStore, { ...rest, selectedLender: null } as unknown as BorrowerDraft);
}

/**
 * spec 1 §4 "Lender cards": on entering, the previously chosen lender is re-matched to the list (selected
 * if found, else cleared; a single lender is auto-selected) and "preapproved" is reported with all lender
 * ids. Choosing selects (no-op if already selected) and reports customerSelectLender; "See all lenders"
 * clears the selection.
 */
export function useLenderSelection(offers: LenderOffer[], ready: boolean) {
  const selectedId = useAppStore((s) => s.borrower.selectedLender?.matchingEngineLenderId);
  const entered = useRef(false);

  useEffect(() => {
    if (!ready || entered.current) return;
    entered.current = true;
    const previous = useAppStore.getState().borrower.selectedLender?.matchingEngineLenderId;
    const id = rematchSelection(previous, offers);
    const offer = offers.find((o) => o.matchingEngineLenderId === id);
    if (offer) {
      select(offer);
      void saveBorrower(useAppStore);
    } else if (previous) clearSelection();
    void reportLenderAction(applicationId(), 'preapproved', offers.map((o) => o.matchingEngineLenderId));
  }, [ready, offers]);

  return {
    selectedId: offers.some((o) => o.matchingEngineLenderId === selectedId) ? selectedId : undefined,
    choose: (offer: LenderOffer) => {
      if (offer.matchingEngineLenderId === useAppStore.getState().borrower.selectedLender?.matchingEngineLenderId) return;
      select(offer);
      void saveBorrower(useAppStore);
      void reportLenderAction(applicationId(), 'customerSelectLender', [offer.matchingEngineLenderId]);
    },
    seeAll: clearSelection,
  };
}
