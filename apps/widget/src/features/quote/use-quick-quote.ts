import { quickQuoteAction } from '@kerb/domain/quote/quick-calculator';
import { RESUME_QUICK_QUOTE } from '#app/slices/modal-slice';
import { useAppStore } from '#app/store';
import { useAssetType } from './asset-type-field';
import { useLoanStructure } from './use-loan-structure';
import { useCommitQuote } from './use-quote-screen';

/** Whether a store is in play: chosen (selector or storeId parameter), or a selector configured. */
export function useStores() {
  const storeChosen = useAppStore((s) => Boolean(s.params?.storeId || s.borrower.selectedStore?.storeId));
  const storeSelectorConfigured = useAppStore((s) => Boolean(s.partner?.storeSelectorOptions?.length));
  return { storeChosen, storeSelectorConfigured };
}

/**
 * Get Personalised Quote once the price is settled (given, or knowingly left out from the no-amount popup):
 * commits the quote, looks up the vehicle valuation without waiting for it, and goes where the user flow
 * leads (domain quickQuoteAction, spec 2 §2 "Quick calculator").
 */
export function useQuickQuote(): () => void {
  const commitQuote = useCommitQuote();
  const { loan } = useLoanStructure();
  const assetType = useAssetType();
  const stores = useStores();
  return () => {
    commitQuote();
    // Never waited for, so its script loads as the borrower moves on, not with the first screen.
    const moving = useAppStore.getState();
    void import('./vehicle-valuation-api').then(({ lookUpVehicleValuation }) => lookUpVehicleValuation(moving));
    const state = useAppStore.getState();
    const action = quickQuoteAction({
      ...stores,
      userFlow: state.userFlow,
      isLoggedIn: state.isLoggedIn,
      assetType,
      loanUsage: loan.loanUsage,
      vehicleKnown: state.borrower.vehicle?.isVehicleKnown ?? state.vehicleKnown,
    });
    // The register gate remembers where the visitor was going (app/after-login).
    if (action.modal) state.openModal(action.modal, { closable: true, [RESUME_QUICK_QUOTE]: action.modal === 'REGISTER' });
    else {
      if (state.modal) state.closeModal();
      state.setDisplay(action.screen);
    }
  };
}
