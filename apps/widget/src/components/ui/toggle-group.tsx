import { type KeyboardEvent, useId, useRef } from 'react';
import './field.css';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

export interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Hide the visible label when the context already says it (it stays the group's accessible name). */
  hideLabel?: boolean;
}

/** UI.md "Fields": up to five choices are large toggle buttons, as a radio group (arrow keys move). */
export function ToggleGroup<T extends string>({ label, options, value, onChange, hideLabel }: ToggleGroupProps<T>) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (option) onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div className="kerb-toggle-group">
      <span id={labelId} className={hideLabel ? 'kerb-visually-hidden' : 'kerb-field__label'}>
        {label}
      </span>
      <div className="kerb-toggle-group__options" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            className="kerb-toggle"
            aria-checked={option.value === value}
            tabIndex={option.value === value || (index === 0 && !options.some((o) => o.value === value)) ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
