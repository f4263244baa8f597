import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { TEST_DRIVE_READY_TITLE, testDriveReadyFigures, testDriveReadyOffer } from '@kerb/domain/quote/test-drive-ready';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { formatRate, formatRepayment } from '#ui/money';
import { ScreenLayout } from '#ui/screen-layout';
import { Skeleton } from '#ui/spinner';
import { useLenderOffers } from '#lib/use-lender-offers';
import { TestDriveDetails } from './test-drive-details';
import { currentTestDrive, updateTestDrive } from './test-drive-state';
import './test-drive.css';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The indicative quote: one offer's weekly repayment, term and rates (domain test-drive-ready). */
function ReadyQuote() {
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const selectedLenderId = useAppStore((s) => s.borrower.selectedLender?.matchingEngineLenderId);
  const { status, offers } = useLenderOffers();
  const offer = testDriveReadyOffer(offers, selectedLenderId);
  if (!offer) {
    return (
      <section className="kerb-ready-quote" aria-label="Your indicative quote" aria-busy={status === 'loading' || undefined}>
        {status === 'loading' ? (
          <>
            <Skeleton width="55%" height={40} />
            <Skeleton width="85%" height={14} />
          </>
        ) : (
          <p className="kerb-ready-quote__empty">Your credit check is done. Tell us about the loan and we'll work out your repayments.</p>
        )}
      </section>
    );
  }
  const figures = testDriveReadyFigures(offer, country);
  return (
    <section className="kerb-ready-quote" aria-label="Your indicative quote">
      <p className="kerb-ready-quote__label">Indicative repayment</p>
      <p className="kerb-ready-quote__figure">
        <span className="kerb-ready-quote__amount">{formatRepayment(figures.weeklyRepayment, country)}</span>
        <span className="kerb-ready-quote__per">per week</span>
      </p>
      <dl className="kerb-ready-quote__facts">
        <div>
          <dt>Loan term</dt>
          <dd>{years(figures.loanTermYears)}</dd>
        </div>
        <div>
          <dt>Advertised rate</dt>
          <dd>{formatRate(figures.advertisedRate)}</dd>
        </div>
        {figures.comparisonRate !== null && (
          <div>
            <dt>Comparison rate*</dt>
            <dd>{formatRate(figures.comparisonRate)}</dd>
          </div>
        )}
      </dl>
      {/* finance.md: a comparison rate always travels with its warning, in the quote it belongs to. */}
      {figures.comparisonRate !== null && <p className="kerb-ready-quote__warning">*{COMPARISON_RATE_WARNING}</p>}
    </section>
  );
}

/**
 * spec 2 §2 "Test drive ready": "'Ready to Hit the Road!' with indicative weekly repayment, loan term in years,
 * advertised rate, comparison rate (not for NZ), and Get Personalised Quote." Get Personalised Quote marks the
 * test drive proceededToFinance (spec 2 §3), saves, and goes on into finance where the domain routes it.
 * The agreement accepted can be read again in the TEST_DRIVE_AGREEMENT modal (docs/decisions/052).
 */
export function TestDriveReadyScreen() {
  const openModal = useAppStore((s) => s.openModal);
  const [going, setGoing] = useState(false);
  const { date, time } = currentTestDrive();

  const proceed = async () => {
    setGoing(true);
    updateTestDrive({ proceededToFinance: true });
    await saveBorrower(useAppStore);
    goNext('TEST_DRIVE_READY');
  };

  return (
    <ScreenLayout
      screenId="TEST_DRIVE_READY" title={TEST_DRIVE_READY_TITLE}
      helper={date && time ? `Your test drive is booked for ${date} at ${time}, and your finance is looking good.` : 'Your finance is looking good.'}
      nextLabel={going ? 'One moment…' : 'Get Personalised Quote'} onNext={() => void proceed()} nextDisabled={going} hideBack
    >
      <div className="kerb-test-drive">
        <ReadyQuote />
        <p className="kerb-ready__note">
          An indication only, from a soft check of your credit file: not an offer of finance. Your personalised quote takes a couple of minutes.
        </p>
        <TestDriveDetails />
        <Button variant="link" onClick={() => openModal('TEST_DRIVE_AGREEMENT', { closable: true })}>Read your test drive agreement</Button>
      </div>
    </ScreenLayout>
  );
}

export default TestDriveReadyScreen;
