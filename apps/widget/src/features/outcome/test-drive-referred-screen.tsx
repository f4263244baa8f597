import { TEST_DRIVE_REFERRED_TITLE } from '@kerb/domain/quote/outcome';
import { OutcomeScreen, useOutcomeNames } from './outcome-screen';

/**
 * spec 2 §2 "Test-drive referred: 'Almost there!' asking the user to check with the sales person, with
 * partner phone and e-mail links". Reached when the test-drive check's comprehensive score is missing or
 * under 400 (spec 2 "Test drive agreement").
 */
export function TestDriveReferredScreen() {
  const { thanks, dealer } = useOutcomeNames();
  return (
    <OutcomeScreen screenId="TEST_DRIVE_REFERRED" title={TEST_DRIVE_REFERRED_TITLE} tone="referred" contactHeading="Contact the dealership">
      <p className="kerb-outcome__text">
        {thanks}
        We need a little more before your test drive. Please check with the sales person
        {dealer ? ` at ${dealer}` : ''}: they can finish the last step with you.
      </p>
    </OutcomeScreen>
  );
}

export default TestDriveReferredScreen;
