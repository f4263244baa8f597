import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './field.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message shows under the field; `true` marks the field invalid without one (spec: red highlight only). */
  error?: string | boolean | undefined;
  hint?: ReactNode;
  /** A fixed prefix inside the field, e.g. "$" (UI.md "Fields"). */
  prefix?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Label above the input, always visible; hint and error under it, tied with aria-describedby. */
export function TextField({
  label, value, onChange, error, hint, prefix, id, inputClassName, className, ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = typeof error === 'string' && error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const inputClasses = ['kerb-input', prefix && 'kerb-input--prefixed', inputClassName].filter(Boolean).join(' ');
  return (
    <div className={['kerb-field', className].filter(Boolean).join(' ')}>
      <label className="kerb-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="kerb-field__control">
        {prefix && <span className="kerb-field__prefix" aria-hidden="true">{prefix}</span>}
        <input
          {...input}
          id={inputId}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <p id={hintId} className="kerb-field__hint">{hint}</p>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="kerb-field__error" role="alert">
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="16.6" r="1.3" fill="#fff" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
