import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import { setResidency } from '@kerb/domain/borrower/changes';
import { FieldError, TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { residencyOptions } from './options';
import { DateField } from './date-field';
import './personal.css';

type FieldError = string | boolean | undefined;

export interface ResidencyFieldsProps {
  details: PersonalDetails;
  country: 'AU' | 'NZ';
  onChange: (details: PersonalDetails) => void;
  errors: { residency?: FieldError; visaNumber?: FieldError; visaExpiryDate?: FieldError };
  /** Test drive asks for no visa (spec 2 §5 "visa holders (outside test drive and NZ)"). */
  asksVisa?: boolean;
}

/**
 * spec 2 §2 "residency status (with visa number and visa expiry if visa holder and not NZ)"; spec 2 §4
 * "Setting residency other than VISA_HOLDER clears visa number and expiry" (domain setResidency).
 */
export function ResidencyFields({ details, country, onChange, errors, asksVisa = true }: ResidencyFieldsProps) {
  const showVisa = asksVisa && details.residency === 'VISA_HOLDER' && country !== 'NZ';
  return (
    <>
      <div className="kerb-personal-residency">
        <ToggleGroup
          label="Residency status" options={residencyOptions(country)} value={details.residency}
          onChange={(residency) => onChange(setResidency(details, residency))} error={Boolean(errors.residency)}
        />
        {typeof errors.residency === 'string' && errors.residency && <FieldError>{errors.residency}</FieldError>}
      </div>
      {showVisa && (
        <div className="kerb-personal-pair">
          <TextField
            label="Visa subclass" inputMode="numeric" maxLength={3} autoComplete="off" hint="3 digits, e.g. 482"
            value={details.visaNumber ?? ''} error={errors.visaNumber}
            onChange={(typed) => {
              const visaNumber = typed.replace(/\D/g, '').slice(0, 3);
              const { visaNumber: _old, ...rest } = details;
              onChange(visaNumber ? { ...rest, visaNumber } : rest);
            }}
          />
          <DateField
            label="Visa expiry" value={details.visaExpiryDate} error={errors.visaExpiryDate}
            onChange={(visaExpiryDate) => {
              const { visaExpiryDate: _old, ...rest } = details;
              onChange(visaExpiryDate ? { ...rest, visaExpiryDate } : rest);
            }}
          />
        </div>
      )}
    </>
  );
}
