import { type KeyboardEvent, useId, useRef } from 'react';
import './controls.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Segments share the width (up to about four), or chips scroll sideways (the six card sort keys). */
  layout?: 'segments' | 'chips';
  hideLabel?: boolean;
}

/** A compact single choice (repayment frequency, sort key) as a radio group; arrow keys move and choose. */
export function SegmentedControl<T extends string>({ label, options, value, onChange, layout = 'segments', hideLabel }: SegmentedControlProps<T>) {
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
    refs.current[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div className={`kerb-segmented kerb-segmented--${layout}`}>
      <span id={labelId} className={hideLabel ? 'kerb-visually-hidden' : 'kerb-segmented__label'}>
        {label}
      </span>
      <div className="kerb-segmented__options" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            className="kerb-segmented__option"
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
