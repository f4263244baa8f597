import { asksAboutKids, basicDetailsErrors, campaignNeedsVehicle } from '@kerb/domain/borrower/basic-details';
import { useEffect, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, hasBack } from '#app/journey';
import { useAppStore } from '#app/store';
import { novatedLenderCheck } from '#lib/novated-lender-check';
import { ScreenLayout } from '#ui/screen-layout';
import { SelectField } from '#ui/select-field';
import { AnnualKmsField, CampaignVehicleField, KidsFields } from './basic-fields';
import { HOUSING_OPTIONS, MARITAL_OPTIONS } from './options';
import { ResidencyFields } from './residency-fields';
import { todayIso } from '#lib/today';
import { useBorrowerEdits } from './use-borrower-edits';

/**
 * spec 2 §2 "Basic details": living status, marriage status, residency (visa if visa holder and not NZ), kids
 * (personal loans), annual kilometres (novated) and a vehicle picker (campaign without a vehicle). Next needs
 * the answers of spec 2 §5 (domain basicDetailsErrors), highlighted only after Next; it saves and the domain
 * routes (basic-navigation).
 */
export function BasicScreen() {
  const borrower = useAppStore((s) => s.borrower);
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const userFlow = useAppStore((s) => s.userFlow);
  const vehicles = useAppStore((s) => s.partner?.vehicles);
  const edit = useBorrowerEdits();
  const [today] = useState(todayIso);
  const [tried, setTried] = useState(0);
  const [checking, setChecking] = useState(false);
  // The picker stays while the campaign borrower changes their mind (it would vanish once a vehicle is chosen).
  const [showPicker] = useState(() => campaignNeedsVehicle(userFlow, borrower.vehicle) && Boolean(vehicles?.length));
  const body = useRef<HTMLDivElement>(null);
  const loanUsage = borrower.loan?.loanUsage;
  const ctx = { country, today, loanUsage, userFlow: showPicker ? userFlow : 'NORMAL' as const };
  const errors = tried ? basicDetailsErrors(borrower, ctx) : {};
  const details = borrower.personalDetails ?? {};

  // After a refused Next, focus the first question that needs an answer.
  useEffect(() => {
    if (tried) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const next = async () => {
    const state = useAppStore.getState();
    if (Object.keys(basicDetailsErrors(state.borrower, ctx)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    setChecking(true);
    await saveBorrower(useAppStore);
    // "novated loans check for lenders and, if none, go to ineligible (registered) or register"
    const lenders = await novatedLenderCheck('BASIC');
    setChecking(false);
    goNext('BASIC', lenders);
  };

  return (
    <ScreenLayout
      screenId="BASIC" title="Basic details" helper="A few quick questions about you. Lenders ask these of everyone."
      onBack={hasBack('BASIC') ? () => goBack('BASIC') : undefined} onNext={() => void next()}
      nextDisabled={checking} nextLabel={checking ? 'Checking…' : 'Next'}
    >
      <div ref={body} className="kerb-personal-form">
        {/* The vehicle the campaign is about comes first: it is what the borrower came for. */}
        {showPicker && (
          <CampaignVehicleField vehicles={vehicles ?? []} vehicle={borrower.vehicle} onChange={edit.campaignVehicle} error={Boolean(errors.vehicle)} />
        )}
        <SelectField
          label="Living status" placeholder="Choose your living situation" options={HOUSING_OPTIONS}
          value={borrower.address?.[0]?.ownershipType} onChange={(ownershipType) => edit.address({ ownershipType })}
          error={Boolean(errors.ownershipType)}
        />
        <SelectField
          label="Marital status" placeholder="Choose your marital status" options={MARITAL_OPTIONS}
          value={details.maritalStatus} onChange={(maritalStatus) => edit.details({ ...details, maritalStatus })}
          error={Boolean(errors.maritalStatus)}
        />
        <ResidencyFields
          details={details} country={country} onChange={edit.details}
          // spec 2 §8: a missing answer is highlighted only; a visa typed wrongly says what is wrong.
          errors={{
            residency: Boolean(errors.residency),
            visaNumber: details.visaNumber ? errors.visaNumber : Boolean(errors.visaNumber),
            visaExpiryDate: details.visaExpiryDate ? errors.visaExpiryDate : Boolean(errors.visaExpiryDate),
          }}
        />
        {asksAboutKids(loanUsage) && <KidsFields details={details} onChange={edit.details} errors={errors} />}
        {loanUsage === 'NOVATED' && <AnnualKmsField value={borrower.vehicle?.annualKms} onChange={edit.annualKms} error={errors.annualKms} />}
      </div>
    </ScreenLayout>
  );
}

export default BasicScreen;
