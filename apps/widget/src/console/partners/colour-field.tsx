import { useId } from 'react';
import { FieldError } from '#ui/text-field';

/** A brand colour: the browser's picker and its hex value side by side, either may be used. */
export function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const id = useId();
  const hex = /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#ffffff';
  return (
    <div className="kerb-field console-colour">
      <label className="kerb-field__label" htmlFor={id}>{label}</label>
      <div className="console-colour__row">
        <input type="color" value={hex} onChange={(e) => onChange(e.target.value)} aria-label={`${label} picker`} />
        <input
          id={id}
          className="kerb-input"
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          placeholder="#0b3d91"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
