import type { Country } from '@kerb/domain/enums/index';
import { digitsOnly, EMAIL_MAX_LENGTH, mobileMaxLength } from '@kerb/domain/identifiers/contact';
import { TextField } from '#ui/text-field';

// spec 1 §5 "Mobile: digits only, max 10 (AU) or 11 (NZ), must pass a phone check, checked on blur."
const MOBILE_HINT: Record<Country, string> = {
  AU: 'Australian mobile starting 04, e.g. 0412 345 678',
  NZ: 'New Zealand mobile starting 02, 03, 04, 06, 07 or 09',
};

/** What the mobile and e-mail fields share: a controlled value checked on blur (spec 1 §5). */
interface ContactFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | boolean | undefined;
  disabled?: boolean;
}

export interface MobileFieldProps extends ContactFieldProps {
  country: Country;
}

export function MobileField({ country, value, onChange, onBlur, error, disabled }: MobileFieldProps) {
  return (
    <TextField
      label="Mobile number"
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={mobileMaxLength(country)}
      value={value}
      onChange={(v) => onChange(digitsOnly(v).slice(0, mobileMaxLength(country)))}
      onBlur={onBlur}
      error={error}
      hint={MOBILE_HINT[country]}
      disabled={disabled}
    />
  );
}

export interface EmailFieldProps extends ContactFieldProps {
  hint?: string;
}

export function EmailField({ value, onChange, onBlur, error, hint, disabled }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      onChange={(v) => onChange(v.trim())}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}
