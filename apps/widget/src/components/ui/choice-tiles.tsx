import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './controls.css';

export interface ChoiceTile<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

export interface ChoiceTilesProps<T extends string> {
  label: string;
  options: readonly ChoiceTile<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Beside the label, e.g. a tooltip explaining the choices. */
  labelAddon?: ReactNode;
}

/**
 * UI.md "Fields": a few choices as large buttons. Tiles carry an icon over a label that may wrap, for
 * choices whose names are too long for a one-line toggle ("Car, Van or Ute"). A radio group.
 */
export function ChoiceTiles<T extends string>({ label, options, value, onChange, labelAddon }: ChoiceTilesProps<T>) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = options.findIndex((o) => o.value === value);
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
    <div className="kerb-tiles">
      <div className="kerb-tiles__label">
        <span id={labelId} className="kerb-field__label">
          {label}
        </span>
        {labelAddon}
      </div>
      <div className="kerb-tiles__options" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            className="kerb-tile"
            aria-checked={index === selected}
            tabIndex={index === selected || (selected < 0 && index === 0) ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {option.icon && <span className="kerb-tile__icon" aria-hidden="true">{option.icon}</span>}
            <span className="kerb-tile__label">{option.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
