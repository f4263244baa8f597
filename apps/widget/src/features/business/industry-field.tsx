import { INDUSTRIES } from '@kerb/domain/borrower/business-details';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { INDUSTRY_OPTIONS } from './options';

const OTHER = 'Other';
const listed = (industry: string | undefined) => (INDUSTRIES as readonly string[]).includes(industry ?? '');

export interface IndustryFieldProps {
  value: string | undefined;
  onChange: (industry: string) => void;
  error?: string | boolean | undefined;
}

/**
 * spec 1 §2 "Industry options: …; Other; plus a free-typed custom value": one of the listed industries, or
 * "Other" with what the borrower types kept as the industry (plain "Other" when nothing is typed).
 */
export function IndustryField({ value, onChange, error }: IndustryFieldProps) {
  const choice = value ? (listed(value) ? value : OTHER) : undefined;
  return (
    <>
      <SelectField label="Industry type" placeholder="Choose your industry" options={INDUSTRY_OPTIONS} value={choice} onChange={onChange} error={error} />
      {choice === OTHER && (
        <TextField
          label="Your industry" hint="Optional: tell lenders what the business does" maxLength={100} autoCapitalize="sentences"
          value={listed(value) ? '' : value ?? ''} onChange={(typed) => onChange(typed.trim() ? typed : OTHER)}
        />
      )}
    </>
  );
}
