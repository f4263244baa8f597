import { SELLER_CONTACT_NAME_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import {
  asksForAmountFirst, asksForAssetType, assetTypeOptions, campaignForward, priceLabel,
} from '@kerb/domain/quote/quick-calculator';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { AssetTypeField } from './asset-type-field';
import { CampaignForward } from './campaign-forward';
import { CreditHistoryField } from './credit-history-field';
import { EstimateCard } from './estimate-card';
import { PriceField } from './loan-structure-fields';
import { useQuickQuote, useStores } from './use-quick-quote';
import { useQuoteScreen } from './use-quote-screen';
import './quote.css';

/** Typing the price refreshes the estimate after this pause (the loan screen waits 1.5 s, spec 2 §9). */
const TYPING_PAUSE_MS = 500;

/**
 * spec 2 §2 "Quick calculator": the calculator, or, on the campaign-specific path, only a loading logo
 * while the campaign landing takes its place (domain campaignForward).
 */
export function QuickCalculatorScreen() {
  const forwardTo = useAppStore((s) => campaignForward(s.userFlow));
  return forwardTo ? <CampaignForward to={forwardTo} /> : <QuickCalculator />;
}

/**
 * Purchase price (or how much to borrow, for a personal loan), asset type or self-assessed credit history,
 * store person name, an indicative weekly repayment, and Get Personalised Quote acting by user flow
 * (use-quick-quote); without a price it asks first when the partner wants that (domain asksForAmountFirst).
 */
function QuickCalculator() {
  const state = useAppStore();
  const { partner, borrower } = state;
  const { structure, assetType, request, estimate, priceError, commit } = useQuoteScreen(TYPING_PAUSE_MS);
  const quickQuote = useQuickQuote();
  const { storeChosen, storeSelectorConfigured } = useStores();
  const country = partner?.country ?? 'AU';
  const assetFixed = state.assetTypeFromParams || Boolean(partner?.assetType);
  const asksAsset = asksForAssetType(assetFixed, assetTypeOptions(partner, structure.loan.loanUsage));

  const getQuote = () => {
    if (asksForAmountFirst(partner, structure.loan.purchasePrice)) state.openModal('NO_AMOUNT', { closable: true });
    else if (commit()) quickQuote();
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
      <EstimateCard estimate={estimate} country={country} quoteText={partner?.quoteText} termYears={request?.loan.loanTerm} loan={structure.loan} />
    </ScreenLayout>
  );
}

export default QuickCalculatorScreen;
