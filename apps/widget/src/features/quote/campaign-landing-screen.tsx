import { campaignQuoteAction } from '@kerb/domain/quote/campaign';
import { LENDER_REFRESH_DELAY_MS } from '@kerb/domain/quote/loan-defaults';
import { useOpenDisclaimer } from '#app/disclaimer';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { EstimateCard } from './estimate-card';
import { LoanPurposeField } from './loan-purpose-field';
import { AmountToBorrow, BalloonField, DepositFields, PriceField, TermField } from './loan-structure-fields';
import { useQuoteScreen } from './use-quote-screen';
import './quote.css';

const MOTORBIKES = new Set(['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED']);

/**
 * spec 2 §2 "Campaign landing": purchase price, balloon, deposit, amount to borrow (read-only), loan term
 * slider, loan purpose, estimated quote and Get Personalised Quote (domain campaignQuoteAction).
 */
export function CampaignLandingScreen() {
  const state = useAppStore();
  const { partner } = state;
  const { structure, assetType, request, estimate, priceError, commit } = useQuoteScreen(LENDER_REFRESH_DELAY_MS);
  const country = partner?.country ?? 'AU';
  const openDisclaimer = useOpenDisclaimer();

  const getQuote = () => {
    if (!commit()) return;
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
      <EstimateCard estimate={estimate} country={country} quoteText={partner?.quoteText} termYears={request?.loan.loanTerm} idleText="Enter the price to see your weekly repayment." loan={structure.loan} />
      <Button variant="link" onClick={openDisclaimer}>Disclaimer and comparison rate</Button>
      <PriceField structure={structure} error={priceError} />
      <DepositFields structure={structure} showTradeIn={false} />
      <AmountToBorrow structure={structure} country={country} />
      <TermField structure={structure} />
      <BalloonField structure={structure} country={country} />
      <LoanPurposeField value={structure.loan.loanUsage} loanTerm={structure.loan.loanTerm} onChange={structure.setPurpose} />
    </ScreenLayout>
  );
}

export default CampaignLandingScreen;
