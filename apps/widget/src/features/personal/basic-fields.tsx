import { answerKids } from '@kerb/domain/borrower/basic-details';
import { ANNUAL_KMS_MAX } from '@kerb/domain/borrower/limits';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import type { DetailsErrors } from '@kerb/domain/borrower/details-summary';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { YesNoToggle } from '#ui/yes-no-toggle';
import { CHILDREN_OPTIONS } from './options';

/** spec 2 §5 "Personal loans: kids answer, and if yes the number of kids (1, 2, 3+)"; highlight only. */
export function KidsFields({ details, onChange, errors }: {
  details: PersonalDetails; onChange: (details: PersonalDetails) => void; errors: DetailsErrors;
}) {
  return (
    <>
      <YesNoToggle
        label="Do you have any dependent kids?" value={details.hasChildren} error={Boolean(errors.hasChildren)}
        onChange={(yes) => onChange(answerKids(details, yes))}
      />
      {details.hasChildren && (
        <ToggleGroup
          label="How many?" options={CHILDREN_OPTIONS} value={details.numberOfChildren} error={Boolean(errors.numberOfChildren)}
          onChange={(numberOfChildren) => onChange({ ...details, numberOfChildren })}
        />
      )}
    </>
  );
}

/** spec 2 §5 "Novated: annual kms required, max 1,000,000 (message 'Please enter annual kilometers')". */
export function AnnualKmsField({ value, onChange, error }: {
  value: number | undefined; onChange: (kms: number | undefined) => void; error: string | undefined;
}) {
  return (
    <TextField
      label="Annual kilometres" inputMode="numeric" autoComplete="off" hint="About how far you drive in a year"
      value={value === undefined ? '' : value.toLocaleString('en-AU')} error={error}
      onChange={(typed) => {
        const digits = typed.replace(/\D/g, '');
        onChange(digits ? Math.min(Number(digits), ANNUAL_KMS_MAX) : undefined);
      }}
    />
  );
}

/** spec 2 §2 "a vehicle picker (campaign without a vehicle)": the partner's own vehicles. */
export function CampaignVehicleField({ vehicles, vehicle, onChange, error }: {
  vehicles: readonly { name: string; nvic: string }[]; vehicle: Vehicle | undefined;
  onChange: (choice: { name: string; nvic: string }) => void; error: boolean;
}) {
  const options = vehicles.map((v) => ({ value: v.nvic, label: v.name }));
  const chosen = vehicles.find((v) => v.nvic === vehicle?.nvic)?.nvic;
  return (
    <SelectField
      label="Your vehicle" placeholder="Choose a vehicle" options={options} value={chosen} error={error}
      onChange={(nvic) => { const v = vehicles.find((x) => x.nvic === nvic); if (v) onChange(v); }}
    />
  );
}
