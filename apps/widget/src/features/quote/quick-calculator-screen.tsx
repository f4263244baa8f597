import { SELLER_CONTACT_NAME_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { asksForAssetType, assetTypeOptions, priceLabel, quickQuoteAction } from '@kerb/domain/quote/quick-calculator';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { AssetTypeField } from './asset-type-field';
import { CreditHistoryField } from './credit-history-field';
import { EstimateCard } from './estimate-card';
import { PriceField } from './loan-structure-fields';
import { useQuoteScreen } from './use-quote-screen';
import './quote.css';

/** Typing the price refreshes the estimate after this pause (the loan screen waits 1.5 s, spec 2 §9). */
const TYPING_PAUSE_MS = 500;

/**
 * spec 2 §2 "Quick calculator": purchase price (or how much to borrow, for a personal loan), asset type or
 * self-assessed credit history, store person name, an indicative weekly repayment, and Get Personalised
 * Quote acting by user flow (domain quickQuoteAction).
 */
export function QuickCalculatorScreen() {
  const state = useAppStore();
  const { partner, borrower, params } = state;
  const { structure, assetType, request, estimate, priceError, commit } = useQuoteScreen(TYPING_PAUSE_MS);
  const country = partner?.country ?? 'AU';
  const storeChosen = Boolean(params?.storeId || borrower.selectedStore?.storeId);
  const storeSelectorConfigured = Boolean(partner?.storeSelectorOptions?.length);
  const assetFixed = state.assetTypeFromParams || Boolean(partner?.assetType);
  const asksAsset = asksForAssetType(assetFixed, assetTypeOptions(partner, structure.loan.loanUsage));

  const getQuote = () => {
    if (!commit()) return;
    const action = quickQuoteAction({
      userFlow: state.userFlow, isLoggedIn: state.isLoggedIn, storeChosen, storeSelectorConfigured, assetType,
      loanUsage: structure.loan.loanUsage, vehicleKnown: borrower.vehicle?.isVehicleKnown ?? state.vehicleKnown,
    });
    if (action.modal) state.openModal(action.modal, { closable: true });
    else state.setDisplay(action.screen);
  };

  return (
    <ScreenLayout
      screenId="QUICK_CALCULATOR"
      title="Estimate your repayments"
      helper="Compare more than 40 lenders in minutes, with no impact on your credit score."
      nextLabel="Get Personalised Quote"
      onNext={getQuote}
      hideBack
    >
      <PriceField structure={structure} label={priceLabel(assetType)} error={priceError} />
      {asksAsset ? <AssetTypeField loanUsage={structure.loan.loanUsage} /> : <CreditHistoryField />}
      {(storeChosen || storeSelectorConfigured) && (
        <TextField
          label="Sales person’s name"
          name="storePersonName"
          autoComplete="off"
          maxLength={SELLER_CONTACT_NAME_MAX_LENGTH}
          value={borrower.seller?.contactName ?? ''}
          onChange={(contactName) => state.updateBorrower((b) => ({ ...b, seller: { ...b.seller, contactName } }))}
          hint="Optional: who is helping you in store"
        />
      )}
      <EstimateCard estimate={estimate} country={country} quoteText={partner?.quoteText} termYears={request?.loan.loanTerm} />
    </ScreenLayout>
  );
}

export default QuickCalculatorScreen;
