import { useId } from 'react';
import { FieldError } from './text-field';
import './field.css';
import './controls.css';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** Shown first while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  /** `true` marks the field invalid (spec: red highlight only); a message also shows under it. */
  error?: boolean | string | undefined;
}

/** UI.md "Fields": more than five choices are a dropdown, label above, 16 px text. */
export function SelectField<T extends string>({ label, value, options, onChange, placeholder, hint, error }: SelectFieldProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = typeof error === 'string' && error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kerb-field">
      <label className="kerb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="kerb-field__control kerb-select">
        <select
          id={id}
          className="kerb-input kerb-select__input"
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {value === undefined && <option value="">{placeholder ?? 'Choose one'}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg className="kerb-select__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <p id={hintId} className="kerb-field__hint">{hint}</p>}
    </div>
  );
}
