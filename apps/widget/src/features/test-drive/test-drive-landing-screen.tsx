import { testDriveHeading } from '@kerb/domain/borrower/register-form';
import { testDriveLandingErrors } from '@kerb/domain/borrower/test-drive';
import {
  formatTypedTestDriveDate, formatTypedTestDriveTime, parseTestDriveDate, parseTestDriveTime,
} from '@kerb/domain/journey/test-drive-schedule';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { useGoOnAfterRegister } from '#app/use-go-on-after-register';
import { Checkbox } from '#ui/checkbox';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { todayIso } from '#lib/today';
import { currentTestDrive, updateTestDrive } from './test-drive-state';
import { TestDriveDetails } from './test-drive-details';
import './test-drive.css';

/**
 * spec 2 §2 "Test drive landing": "Heading 'Let's Go Driving!' ('Riding' for motorbikes, 'Camping' for
 * caravans), vehicle and location details, two date/time inputs in DD/MM/YYYY, terms checkbox, Continue."
 * Continue checks the date, time and terms (domain testDriveLandingErrors), stores the test drive and goes
 * where the journey routes it (domain landing-navigation testDriveLandingNext). A visitor sent to register
 * moves on by the same rule once registered, without pressing Continue again.
 */
export function TestDriveLandingScreen() {
  const assetType = useAppStore((s) => s.borrower.vehicle?.assetType);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  const termsLink = useAppStore((s) => s.partner?.termsAndConditionsLink);
  const [form, setForm] = useState(() => ({ date: currentTestDrive().date ?? '', time: currentTestDrive().time ?? '', termsAgreed: false }));
  const [tried, setTried] = useState(false);
  const [today] = useState(todayIso);
  const errors = tried ? testDriveLandingErrors(form, today) : {};

  const next = useGoOnAfterRegister(async () => {
    if (Object.keys(testDriveLandingErrors(form, today)).length > 0) {
      setTried(true);
      return;
    }
    // Stored as the inputs show them, normalised (one-digit days and hours padded).
    updateTestDrive({ date: parseTestDriveDate(form.date), time: parseTestDriveTime(form.time) });
    if (useAppStore.getState().isLoggedIn) await saveBorrower(useAppStore);
    goNext('TEST_DRIVE_LANDING_PAGE');
  });

  return (
    <ScreenLayout
      screenId="TEST_DRIVE_LANDING_PAGE" title={testDriveHeading(assetType)}
      helper="Choose when you would like to come in. It takes a minute, and you can check your finance while you are here."
      nextLabel="Continue" onNext={() => void next()} hideBack
    >
      <div className="kerb-test-drive">
        <TestDriveDetails />
        <div className="kerb-test-drive__when">
          {/* The separators come by themselves, as in every date field (docs/decisions/033). */}
          <TextField
            label="Date" hint="DD/MM/YYYY" placeholder="DD/MM/YYYY" inputMode="numeric" autoComplete="off" maxLength={10}
            value={form.date} onChange={(date) => setForm((f) => ({ ...f, date: formatTypedTestDriveDate(date) }))} error={errors.date}
          />
          <TextField
            label="Time" hint="HH:MM, 24-hour" placeholder="HH:MM" inputMode="numeric" autoComplete="off" maxLength={5}
            value={form.time} onChange={(time) => setForm((f) => ({ ...f, time: formatTypedTestDriveTime(time) }))} error={errors.time}
          />
        </div>
        <Checkbox
          checked={form.termsAgreed} onChange={(termsAgreed) => setForm((f) => ({ ...f, termsAgreed }))}
          invalid={Boolean(errors.termsAgreed)} hint={errors.termsAgreed}
        >
          I agree to the{' '}
          {termsLink ? <a href={termsLink} target="_blank" rel="noreferrer">terms and conditions</a> : 'terms and conditions'}
          {dealer ? ` of ${dealer}` : ''} and to being contacted about my test drive.
        </Checkbox>
      </div>
    </ScreenLayout>
  );
}

export default TestDriveLandingScreen;
