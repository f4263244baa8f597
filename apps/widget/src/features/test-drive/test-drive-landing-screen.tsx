import { testDriveHeading } from '@kerb/domain/borrower/register-form';
import { testDriveLandingErrors } from '@kerb/domain/borrower/test-drive';
import { offersPartnerVehicles, pickedPartnerVehicle, vehiclePicked } from '@kerb/domain/borrower/test-drive-vehicle';
import type { PartnerVehicle } from '@kerb/domain/partner/config';
import {
  formatTypedTestDriveDate, formatTypedTestDriveTime, parseTestDriveDate, parseTestDriveTime,
} from '@kerb/domain/journey/test-drive-schedule';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { useGoOnAfterRegister } from '#app/use-go-on-after-register';
import { Checkbox } from '#ui/checkbox';
import { formatMoney } from '#ui/money';
import { OptionCards } from '#ui/option-cards';
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
 * moves on by the same rule once registered, without pressing Continue again. Without a vehicle from a stock
 * number or the link, the borrower picks one of the partner's vehicles, whose price the ready screen quotes
 * (docs/decisions/063).
 */
export function TestDriveLandingScreen() {
  const assetType = useAppStore((s) => s.borrower.vehicle?.assetType);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  const termsLink = useAppStore((s) => s.partner?.termsAndConditionsLink);
  const country = useAppStore((s) => s.partner?.country);
  const partnerVehicles = useAppStore((s) => s.partner?.vehicles);
  const vehicle = useAppStore((s) => s.borrower.vehicle);
  const offering = offersPartnerVehicles(vehicle, partnerVehicles);
  const picked = pickedPartnerVehicle(vehicle, partnerVehicles);
  const vehicleMissing = offering && !picked;
  const [form, setForm] = useState(() => ({ date: currentTestDrive().date ?? '', time: currentTestDrive().time ?? '', termsAgreed: false }));
  const [tried, setTried] = useState(false);
  const [today] = useState(todayIso);
  const errors = tried ? testDriveLandingErrors(form, today, { vehicleMissing }) : {};

  // The pick is the vehicle, and its price the loan's (the quick calculator's "purchase price").
  const pick = (choice: PartnerVehicle) => useAppStore.getState().updateBorrower((b) => ({
    ...b, vehicle: vehiclePicked(b.vehicle, choice), loan: choice.price === undefined ? b.loan : { ...b.loan, purchasePrice: choice.price },
  }));

  const next = useGoOnAfterRegister(async () => {
    if (Object.keys(testDriveLandingErrors(form, today, { vehicleMissing })).length > 0) {
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
        {offering && partnerVehicles && (
          <div className="kerb-test-drive__vehicles">
            <OptionCards
              label="The vehicle you'd like to drive" value={picked?.nvic} invalid={Boolean(errors.vehicle)}
              options={partnerVehicles.map((v) => ({
                value: v.nvic, title: v.name, ...(v.price === undefined ? {} : { aside: formatMoney(v.price, { country }) }),
              }))}
              onChange={(nvic) => {
                const choice = partnerVehicles.find((v) => v.nvic === nvic);
                if (choice) pick(choice);
              }}
            />
            {errors.vehicle && <p className="kerb-field__error" role="alert">{errors.vehicle}</p>}
          </div>
        )}
        <TestDriveDetails showVehicle={!offering} />
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
