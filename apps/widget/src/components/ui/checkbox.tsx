import { type ReactNode, useId } from 'react';
import './field.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** Red highlight only (spec 1 §8 "Missing required fields: field error styling only"). */
  invalid?: boolean;
  disabled?: boolean;
  /** A short line under the box, read with it (why it is disabled, say). */
  hint?: ReactNode;
}

export function Checkbox({ checked, onChange, children, invalid = false, disabled, hint }: CheckboxProps) {
  const id = useId();
  const box = (
    <label className={['kerb-checkbox', invalid && 'kerb-checkbox--invalid'].filter(Boolean).join(' ')} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
  if (!hint) return box;
  return (
    <div className="kerb-checkbox__with-hint">
      {box}
      <p id={`${id}-hint`} className="kerb-field__hint">{hint}</p>
    </div>
  );
}
