import type { LenderCardSortKey, RepaymentFrequency } from '@kerb/domain/enums/index';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import {
  cardFieldRules, DEFAULT_CARD_SORT, DEFAULT_REPAYMENT_FREQUENCY, keepsPartnerOrder, lowestWeeklyRepayment, sortKeysFor,
} from '@kerb/domain/quote/lender-cards';
import { backFromOutcome } from '@kerb/domain/quote/outcome';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { ApprovedSummary } from './approved-summary';
import { LenderControls } from './lender-controls';
import { LenderList } from './lender-list';
import { LenderListSkeleton } from './lender-list-skeleton';
import { NovatedTable } from './novated-table';
import { useLenderOffers } from './use-lender-offers';
import { useLenderSelection } from './use-lender-selection';
import { useNovatedCosts } from './use-novated-costs';
import { useShownLendersLog } from './use-shown-lenders-log';
import { SellerCard, VehicleCard } from './vehicle-seller-cards';
import './lenders.css';

export const APPROVED_TITLE = 'Congratulations! Your application has been indicatively approved';

/**
 * spec 2 §2 "Indicatively approved" and spec 1 §2 / §4 "Lender cards": the quote, the lender cards with
 * repayment frequency and sort, the chosen lender, vehicle and seller cards; "Edit loan structure" goes to
 * the loan screen with this screen as its return point. Back: quote/outcome backFromOutcome; Next, as the
 * journey routes it: a business lender's unanswered questions (decision 029), then the post-approved permission.
 */
export function ApprovedScreen() {
  const partner = useAppStore((s) => s.partner);
  const loanUsage = useAppStore((s) => s.borrower.loan?.loanUsage ?? s.partner?.loanUsage);
  const journey = useAppStore((s) => s.journey);
  const testDrives = useAppStore((s) => s.borrower.testDrives);
  const back = backFromOutcome({ journey, testDrives, screen: 'APPROVED' });
  const setDisplay = useAppStore((s) => s.setDisplay);
  // spec 1 §3 "Loan structure: ... repayment frequency": the choice is kept with the loan (default Weekly,
  // spec 1 §9), so it holds when the borrower comes back to the lenders.
  const frequency = useAppStore((s) => s.borrower.loan?.repaymentFrequency ?? DEFAULT_REPAYMENT_FREQUENCY);
  // spec 1 §4 "Repayment frequency or sort key change re-sorts lenders": until then a LOW_DOC partner's own
  // order stands (domain keepsPartnerOrder, docs/decisions/054).
  const [resorted, setResorted] = useState(false);
  const setFrequency = (repaymentFrequency: RepaymentFrequency) => {
    setResorted(true);
    useAppStore.getState().updateBorrower((b) => ({ ...b, loan: { ...b.loan, repaymentFrequency } }));
    void saveBorrower(useAppStore);
  };
  const [sortKey, setSortKey] = useState<LenderCardSortKey>(DEFAULT_CARD_SORT);
  const sortBy = (key: LenderCardSortKey) => {
    setResorted(true);
    setSortKey(key);
  };
  const country = partner?.country ?? 'AU';
  const rules = cardFieldRules({ loanUsage, country, showRates: partner?.showRates, showTotalAmountPayable: partner?.showTotalAmountPayable });
  const { status, offers } = useLenderOffers();
  const ready = status === 'ready';
  const selection = useLenderSelection(offers, ready);
  useShownLendersLog('APPROVED', offers, selection.selectedId, partner?.waterfallLenders, ready);
  const novatedCosts = useNovatedCosts(loanUsage === 'NOVATED');

  return (
    <ScreenLayout
      screenId="APPROVED"
      title={APPROVED_TITLE}
      onBack={back ? () => setDisplay(back) : undefined}
      hideBack={back === null}
      onNext={() => goNext('APPROVED')}
    >
      <ApprovedSummary lowestWeekly={lowestWeeklyRepayment(offers)} lenderCount={offers.length} loading={status === 'loading'} country={country} />
      {novatedCosts && <NovatedTable costs={novatedCosts} country={country} />}
      <section className="kerb-approved-section" aria-labelledby="kerb-loan-details">
        <div className="kerb-approved-section__head">
          <h2 id="kerb-loan-details">Loan Details</h2>
          <Button variant="link" size="small" onClick={() => setDisplay('LOAN')}>
            Edit loan structure
          </Button>
        </div>
        <LenderControls frequency={frequency} sortKey={sortKey} onFrequency={setFrequency} onSort={sortBy} sortKeys={sortKeysFor(rules)} />
        {status === 'loading' && offers.length === 0 ? (
          <LenderListSkeleton />
        ) : offers.length > 0 ? (
          <LenderList
            offers={offers}
            frequency={frequency}
            sortKey={sortKey}
            rules={rules}
            country={country}
            tiers={partner?.waterfallLenders}
            keepPartnerOrder={keepsPartnerOrder(partner?.lenderSorting, resorted)}
            selectedId={selection.selectedId}
            onChoose={selection.choose}
            onSeeAll={selection.seeAll}
          />
        ) : (
          <p className="kerb-lender-list__empty" role="status">
            {status === 'error' ? 'We couldn’t load your lenders just now. Please try again shortly.' : 'No lender fits this loan structure yet. Edit it to see your options.'}
          </p>
        )}
        {rules.showComparisonRate && offers.length > 0 && !selection.selectedId && <p className="kerb-comparison-warning">*{COMPARISON_RATE_WARNING}</p>}
      </section>
      <VehicleCard />
      <SellerCard />
    </ScreenLayout>
  );
}

export default ApprovedScreen;
