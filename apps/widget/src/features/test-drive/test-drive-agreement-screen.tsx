import { scrolledToAgreementEnd } from '@kerb/domain/borrower/test-drive';
import { useCallback, useEffect, useRef, useState } from 'react';
import { goNext } from '#app/journey';
import { runPreApproval } from '#app/pre-approval';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { textBrokerTestDriveVerdict } from '#lib/broker-texts-api';
import { AgreementBody } from './agreement-body';
import { updateTestDrive } from './test-drive-state';
import './test-drive.css';

/**
 * spec 2 §2 "Test drive agreement": "Scrollable text; the I Accept button is enabled only once scrolled to
 * within 10 pixels of the end. Accepting calls pre-approval", whose comprehensive score routes on (domain
 * test-drive-navigation). The call is the journey's own (app/pre-approval), asking for the score alone.
 */
/**
 * spec 2 §2 "Optional text message to the broker on both paths"; spec 2 §6 "A broker phone number on the
 * application triggers text notifications". Worded by the screen the journey moved to; never waited for, and
 * a failure only logged (spec 2 §8 "flow continues").
 */
function textBrokerOfVerdict(): void {
  const { borrower, display, partnerId } = useAppStore.getState();
  const applicationId = borrower.application?.applicationId;
  if (!borrower.application?.brokerPhoneNumber || !applicationId) return;
  const name = [borrower.personalDetails?.firstName, borrower.personalDetails?.lastName].filter(Boolean).join(' ');
  void textBrokerTestDriveVerdict(display === 'TEST_DRIVE_READY' ? 'APPROVED' : 'REFERRED', { name, applicationId, partner: partnerId });
}

export function TestDriveAgreementScreen() {
  const box = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [checking, setChecking] = useState(false);

  // Measured on the real scroll; once the end is reached it stays reached (scrolling back up to reread is fine).
  const measure = useCallback(() => {
    if (box.current && scrolledToAgreementEnd(box.current)) setReadToEnd(true);
  }, []);
  // A text short enough to show whole needs no scrolling.
  useEffect(measure, [measure]);

  const accept = async () => {
    setChecking(true);
    updateTestDrive({ agreedToTestDriveAgreement: true });
    // runPreApproval saves the borrower (the agreement with it) before the check.
    const answer = await runPreApproval({ creditScoreTestDrive: true });
    goNext('TEST_DRIVE_AGREEMENT', {
      preApproval: answer
        ? { verdict: answer.verdict, approvedLenders: answer.approvedLenders, comprehensiveScore: answer.comprehensiveScore }
        : { verdict: null },
    });
    textBrokerOfVerdict();
  };

  return (
    <ScreenLayout
      screenId="TEST_DRIVE_AGREEMENT" title="Test drive agreement"
      // One helper line throughout: a changing one would move the text under the borrower's finger.
      helper="Please read the agreement to the end to accept it."
      nextLabel={checking ? 'Checking…' : 'I Accept'} onNext={() => void accept()} nextDisabled={!readToEnd || checking} hideBack
    >
      <div
        ref={box} className="kerb-agreement" onScroll={measure}
        // A scrollable region is focusable, so keyboard users can scroll it too.
        tabIndex={0} role="region" aria-label="Test drive agreement text"
      >
        <AgreementBody />
      </div>
    </ScreenLayout>
  );
}

export default TestDriveAgreementScreen;
