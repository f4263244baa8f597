import { TextField } from './text-field';

// spec 1 §5 "Verification code: 6 digits"; phones offer the code from the SMS (one-time-code).
export const CODE_INPUT_LENGTH = 6;

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | boolean | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
  hint?: string;
}

export function CodeInput({ value, onChange, error, disabled, autoFocus, label = 'Verification code', hint }: CodeInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, CODE_INPUT_LENGTH))}
      error={error}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_INPUT_LENGTH}
      disabled={disabled}
      autoFocus={autoFocus}
      name="code"
      inputClassName="kerb-code-input"
      spellCheck={false}
    />
  );
}
