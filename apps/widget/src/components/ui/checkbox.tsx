import { type ReactNode, useId } from 'react';
import './field.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** Red highlight only (spec 1 §8 "Missing required fields: field error styling only"). */
  invalid?: boolean;
  disabled?: boolean;
}

export function Checkbox({ checked, onChange, children, invalid = false, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <label className={['kerb-checkbox', invalid && 'kerb-checkbox--invalid'].filter(Boolean).join(' ')} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
