import { isPurchasePriceValid, PURCHASE_PRICE_MESSAGE } from '@kerb/domain/quote/loan-limits';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';
import { useAssetType } from './asset-type-field';
import { useLoanStructure } from './use-loan-structure';
import { useQuoteEstimate } from './use-quote-estimate';

/**
 * Writes the loan (with the partner's defaults) and the asset type into the borrower and saves it; the
 * step every quote screen takes before moving on, also taken without a price from the no-amount popup.
 */
export function useCommitQuote(): () => void {
  const structure = useLoanStructure();
  const assetType = useAssetType();
  return () => {
    structure.commit();
    useAppStore.getState().updateBorrower((b) => ({ ...b, vehicle: { ...b.vehicle, assetType } }));
    void saveBorrower(useAppStore);
  };
}

/**
 * What the quote screens (quick calculator, campaign landing, loan details) share: the loan structure,
 * the asset type, the estimate refreshed `refreshDelayMs` after a change (spec 2 §2), and the step before
 * moving on, which holds the visitor back while the purchase price is out of range (spec 2 §5).
 */
export function useQuoteScreen(refreshDelayMs: number) {
  const partner = useAppStore((s) => s.partner);
  const borrower = useAppStore((s) => s.borrower);
  const [flagged, setFlagged] = useState(false);
  const structure = useLoanStructure();
  const assetType = useAssetType();
  const commitQuote = useCommitQuote();
  // The loan as shown (its deposit already raised to the minimum while the price is typed).
  const request = partner ? quoteRequestFor({ ...borrower, loan: structure.loan }, partner, { assetType }) : null;
  const estimate = useQuoteEstimate(request, refreshDelayMs);
  const priceInvalid = !isPurchasePriceValid(structure.loan.purchasePrice);

  /**
   * Writes the loan and the asset type into the borrower and saves it; false, with the price flagged,
   * while the price is invalid (the screen then stays).
   */
  const commit = (): boolean => {
    if (priceInvalid) {
      setFlagged(true);
      return false;
    }
    commitQuote();
    return true;
  };

  return { structure, assetType, request, estimate, priceError: flagged && priceInvalid ? PURCHASE_PRICE_MESSAGE : undefined, commit };
}
