import { campaignQuoteAction } from '@kerb/domain/quote/campaign';
import { LENDER_REFRESH_DELAY_MS } from '@kerb/domain/quote/loan-defaults';
import { isPurchasePriceValid, PURCHASE_PRICE_MESSAGE } from '@kerb/domain/quote/loan-limits';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { useAssetType } from './asset-type-field';
import { EstimateCard } from './estimate-card';
import { LoanPurposeField } from './loan-purpose-field';
import { AmountToBorrow, BalloonField, DepositFields, PriceField, TermField } from './loan-structure-fields';
import { useLoanStructure } from './use-loan-structure';
import { useQuoteEstimate } from './use-quote-estimate';
import './quote.css';

const MOTORBIKES = new Set(['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED']);

/**
 * spec 2 §2 "Campaign landing": purchase price, balloon, deposit, amount to borrow (read-only), loan term
 * slider, loan purpose, estimated quote and Get Personalised Quote (domain campaignQuoteAction).
 */
export function CampaignLandingScreen() {
  const state = useAppStore();
  const { partner, borrower } = state;
  const [flagged, setFlagged] = useState(false);
  const structure = useLoanStructure();
  const assetType = useAssetType();
  const country = partner?.country ?? 'AU';
  const request = partner ? quoteRequestFor(borrower, partner, { assetType }) : null;
  const estimate = useQuoteEstimate(request, LENDER_REFRESH_DELAY_MS);
  const priceInvalid = !isPurchasePriceValid(structure.loan.purchasePrice);

  const getQuote = () => {
    if (priceInvalid) {
      setFlagged(true);
      return;
    }
    structure.commit();
    state.updateBorrower((b) => ({ ...b, vehicle: { ...b.vehicle, assetType } }));
    void saveBorrower(useAppStore);
    const action = campaignQuoteAction({ isLoggedIn: state.isLoggedIn, loanUsage: structure.loan.loanUsage });
    if (action.modal) state.openModal(action.modal, { closable: true });
    else state.setDisplay(action.screen);
  };

  return (
    <ScreenLayout
      screenId="CAMPAIGN_LANDING"
      title={MOTORBIKES.has(assetType) ? 'Finance your next ride' : 'Finance your next vehicle'}
      helper={partner?.dealerName ? `An exclusive finance offer from ${partner.dealerName}.` : 'An exclusive finance offer.'}
      nextLabel="Get Personalised Quote"
      onNext={getQuote}
      hideBack
    >
      <EstimateCard estimate={estimate} country={country} quoteText={partner?.quoteText} termYears={request?.loan.loanTerm} idleText="Enter the price to see your weekly repayment." />
      <PriceField structure={structure} error={flagged && priceInvalid ? PURCHASE_PRICE_MESSAGE : undefined} />
      <DepositFields structure={structure} showTradeIn={false} />
      <AmountToBorrow structure={structure} country={country} />
      <TermField structure={structure} />
      <BalloonField structure={structure} country={country} />
      <LoanPurposeField value={structure.loan.loanUsage} loanTerm={structure.loan.loanTerm} onChange={structure.setPurpose} />
    </ScreenLayout>
  );
}

export default CampaignLandingScreen;
