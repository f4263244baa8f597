import { isPurchasePriceValid, PURCHASE_PRICE_MESSAGE } from '@kerb/domain/quote/loan-limits';
import { priceLabel } from '@kerb/domain/quote/quick-calculator';
import { useState } from 'react';
import { useOpenDisclaimer } from '#app/disclaimer';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { AssetTypeField, useAssetType } from './asset-type-field';
import { LoanPurposeField } from './loan-purpose-field';
import { AmountToBorrow, DepositFields, PriceField, TermField } from './loan-structure-fields';
import { useLoanStructure } from './use-loan-structure';
import { useCommitQuote } from './use-quote-screen';
import { VehicleChoiceFields } from './vehicle-choice-fields';
import './quote.css';

/**
 * NO_LENDER_HOME: the no-lender flows' first screen (spec 1 §2 "Starting screen" rule 4), the loan details'
 * no-lender variant of spec 2 §2 ("Asset type, trade-in, deposit or similar fields, vehicle known yes/no,
 * new or used"). No lender estimate: in these flows the partner, not a lender panel, comes back with the
 * offers (docs/decisions/048). Next goes where the journey routes it (journey/partner-landings).
 */
export function NoLenderHomeScreen() {
  const partner = useAppStore((s) => s.partner);
  const structure = useLoanStructure();
  const assetType = useAssetType();
  const commitQuote = useCommitQuote();
  const openDisclaimer = useOpenDisclaimer();
  const [flagged, setFlagged] = useState(false);
  const priceInvalid = !isPurchasePriceValid(structure.loan.purchasePrice);
  const country = partner?.country ?? 'AU';

  const next = () => {
    // spec 2 §5: the purchase price holds the borrower back while it is out of range.
    if (priceInvalid) {
      setFlagged(true);
      return;
    }
    commitQuote();
    goNext('NO_LENDER_HOME');
  };

  return (
    <ScreenLayout
      screenId="NO_LENDER_HOME"
      title="Tell us about your loan"
      helper={`${partner?.dealerName ?? 'Your broker'} compares lenders for you and comes back with your options.`}
      onNext={next}
      hideBack
    >
      <section className="kerb-form-section" aria-labelledby="kerb-no-lender-vehicle">
        <h2 id="kerb-no-lender-vehicle" className="kerb-form-section__title">Your vehicle</h2>
        <AssetTypeField loanUsage={structure.loan.loanUsage} />
        <VehicleChoiceFields />
      </section>
      <section className="kerb-form-section" aria-labelledby="kerb-no-lender-amount">
        <h2 id="kerb-no-lender-amount" className="kerb-form-section__title">How much you need</h2>
        <PriceField structure={structure} label={priceLabel(assetType)} error={flagged && priceInvalid ? PURCHASE_PRICE_MESSAGE : undefined} />
        <DepositFields structure={structure} />
        <AmountToBorrow structure={structure} country={country} />
      </section>
      <section className="kerb-form-section" aria-labelledby="kerb-no-lender-shape">
        <h2 id="kerb-no-lender-shape" className="kerb-form-section__title">Loan structure</h2>
        <LoanPurposeField value={structure.loan.loanUsage} loanTerm={structure.loan.loanTerm} onChange={structure.setPurpose} />
        <TermField structure={structure} />
      </section>
      <Button variant="link" onClick={openDisclaimer}>Important information</Button>
    </ScreenLayout>
  );
}

export default NoLenderHomeScreen;
