import { chosenStore } from '@kerb/domain/stores/chosen-store';
import type { StoreSelectorOption } from '@kerb/domain/partner/config';
import { useAppStore, type AppState } from './store';

/** The store the borrower chose in the store selector, else the one the store's own link named (?storeId=). */
export const chosenStoreOf = (state: AppState): StoreSelectorOption | undefined =>
  chosenStore(state.partner?.storeSelectorOptions, state.borrower.selectedStore?.storeId ?? state.params?.storeId);

export const useChosenStore = (): StoreSelectorOption | undefined => useAppStore(chosenStoreOf);
