import { proceededToFinance } from '@kerb/domain/borrower/test-drive';
import { LENDER_REFRESH_DELAY_MS } from '@kerb/domain/quote/loan-defaults';
import { loanBackScreen, loanNextScreen, loanReturnPoint } from '@kerb/domain/quote/loan-navigation';
import { priceLabel } from '@kerb/domain/quote/quick-calculator';
import { useState } from 'react';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { AssetTypeField } from './asset-type-field';
import { EstimateCard } from './estimate-card';
import { LoanPurposeField } from './loan-purpose-field';
import { AmountToBorrow, BalloonField, DepositFields, PriceField, TermField } from './loan-structure-fields';
import { useQuoteScreen } from './use-quote-screen';
import { VehicleChoiceFields } from './vehicle-choice-fields';
import './quote.css';

/**
 * spec 2 §2 "Loan details" and §5 "Loan": loan purpose, the vehicle, price, deposit, trade-in, amount to
 * borrow, term and balloon, with the lender estimate refreshed 1.5 s after a change. Next and Back follow
 * the domain's loan navigation; after "Edit loan structure" both return to the approved screen.
 */
export function LoanDetailsScreen() {
  const state = useAppStore();
  const { partner, borrower, params } = state;
  // spec 1 §2: the approved screen is remembered as the return point while this screen is open.
  const [returnPoint] = useState(() => loanReturnPoint(useAppStore.getState().previousDisplay));
  const { structure, assetType, request, estimate, priceError, commit } = useQuoteScreen(LENDER_REFRESH_DELAY_MS);
  const country = partner?.country ?? 'AU';
  // Issue 33 §4: the deposit Reduce Loan set is marked while it is the one in the field.
  const reduced = state.reducedDeposit != null && structure.loan.deposit === state.reducedDeposit;

  const next = () => {
    if (!commit()) return;
    const vehicle = useAppStore.getState().borrower.vehicle;
    state.setDisplay(loanNextScreen({
      assetType, loanUsage: structure.loan.loanUsage, returnPoint, isPreApproved: Boolean(borrower.application?.isPreApproved),
      assetTypeFromParams: state.assetTypeFromParams, hideSelectVehicleScreen: partner?.hideSelectVehicleScreen ?? false,
      hideSellerScreen: partner?.hideSellerScreen ?? false, vehicleKnown: vehicle?.isVehicleKnown ?? state.vehicleKnown,
      condition: vehicle?.condition ?? partner?.defaultVehicleCondition, manualEntry: vehicle?.source === 'MANUAL',
      lookupAvailable: !partner?.disabledGlassesGuideVinLookup,
    }));
  };
  const back = () =>
    state.setDisplay(loanBackScreen({
      userFlow: state.userFlow, returnPoint, storeSelectorConfigured: Boolean(partner?.storeSelectorOptions?.length), storeFromParams: Boolean(params?.storeId),
      testDriveProceeded: proceededToFinance(borrower.testDrives),
    }));

  return (
    <ScreenLayout
      screenId="LOAN"
      title={returnPoint ? 'Edit your loan' : 'Your loan'}
      helper="Shape the loan that suits you. Your repayment updates as you go."
      onBack={back}
      onNext={next}
    >
      <section className="kerb-form-section" aria-labelledby="kerb-loan-amount">
        <h2 id="kerb-loan-amount" className="kerb-form-section__title">How much you need</h2>
        <PriceField structure={structure} label={priceLabel(assetType)} error={priceError} />
        <DepositFields structure={structure} marked={reduced ? 'Raised to fit what lenders may lend you. You can change it.' : undefined} />
        <AmountToBorrow structure={structure} country={country} />
      </section>
      <section className="kerb-form-section" aria-labelledby="kerb-loan-vehicle">
        <h2 id="kerb-loan-vehicle" className="kerb-form-section__title">Your vehicle</h2>
        <AssetTypeField loanUsage={structure.loan.loanUsage} />
        <VehicleChoiceFields />
      </section>
      <section className="kerb-form-section" aria-labelledby="kerb-loan-shape">
        <h2 id="kerb-loan-shape" className="kerb-form-section__title">Loan structure</h2>
        <LoanPurposeField value={structure.loan.loanUsage} loanTerm={structure.loan.loanTerm} onChange={structure.setPurpose} />
        <TermField structure={structure} />
        <BalloonField structure={structure} country={country} />
        <EstimateCard estimate={estimate} country={country} termYears={request?.loan.loanTerm} loan={structure.loan} />
      </section>
    </ScreenLayout>
  );
}

export default LoanDetailsScreen;
