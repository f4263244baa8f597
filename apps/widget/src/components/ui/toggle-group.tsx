import './field.css';
import { useRadioGroup } from './use-radio-group';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

export interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  /** Undefined until the borrower has answered (a required question starts unanswered). */
  value: T | undefined;
  onChange: (value: T) => void;
  /** The spec's red highlight after Next on an unanswered question. */
  error?: boolean | undefined;
  /** Hide the visible label when the context already says it (it stays the group's accessible name). */
  hideLabel?: boolean;
}

/** UI.md "Fields": up to five choices are large toggle buttons, as a radio group (arrow keys move). */
export function ToggleGroup<T extends string>({ label, options, value, onChange, hideLabel, error }: ToggleGroupProps<T>) {
  const { labelId, radioProps } = useRadioGroup(options, value, onChange);
  return (
    <div className={error ? 'kerb-toggle-group kerb-toggle-group--invalid' : 'kerb-toggle-group'}>
      <span id={labelId} className={hideLabel ? 'kerb-visually-hidden' : 'kerb-field__label'}>
        {label}
      </span>
      <div className="kerb-toggle-group__options" role="radiogroup" aria-labelledby={labelId} aria-invalid={error || undefined}>
        {options.map((option, index) => (
          <button
            key={option.value}
            {...radioProps(index)}
            className="kerb-toggle"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
