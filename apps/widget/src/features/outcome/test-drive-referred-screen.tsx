import { TEST_DRIVE_REFERRED_TITLE } from '@kerb/domain/quote/outcome';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { ContactBox } from './contact-box';
import { OutcomeIllustration } from './outcome-illustration';
import './outcome.css';

/**
 * spec 2 §2 "Test-drive referred: 'Almost there!' asking the user to check with the sales person, with
 * partner phone and e-mail links". Reached when the test-drive check's comprehensive score is missing or
 * under 400 (spec 2 "Test drive agreement").
 */
export function TestDriveReferredScreen() {
  const firstName = useAppStore((s) => s.borrower.personalDetails?.firstName ?? s.firstName);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  return (
    <ScreenLayout screenId="TEST_DRIVE_REFERRED" title={TEST_DRIVE_REFERRED_TITLE} hideNav>
      <OutcomeIllustration tone="referred" />
      <p className="kerb-outcome__text">
        {firstName ? `Thanks, ${firstName}. ` : 'Thanks. '}
        We need a little more before your test drive. Please check with the sales person
        {dealer ? ` at ${dealer}` : ''}: they can finish the last step with you.
      </p>
      <ContactBox heading="Contact the dealership" />
    </ScreenLayout>
  );
}

export default TestDriveReferredScreen;
