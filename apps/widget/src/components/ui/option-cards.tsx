import type { ReactNode } from 'react';
import { useRadioGroup } from './use-radio-group';
import './option-cards.css';

export interface OptionCard<T extends string> {
  value: T;
  title: string;
  /** A second, quieter line under the title. */
  detail?: string;
  /** Right-aligned beside the text (a distance, an amount). */
  aside?: string;
}

export interface OptionCardsProps<T extends string> {
  label: ReactNode;
  options: readonly OptionCard<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** spec 2 §8 "Required fields missing: red error highlight only, after Next". */
  invalid?: boolean;
}

/**
 * UI.md "Fields": a choice among more options than toggles hold, each a full-width card with a radio ring, a
 * title, a detail line and an aside. A radio group with a roving tab stop (use-radio-group).
 */
export function OptionCards<T extends string>({ label, options, value, onChange, invalid = false }: OptionCardsProps<T>) {
  const { labelId, radioProps } = useRadioGroup(options, value, onChange);
  return (
    <div className="kerb-option-cards">
      <p id={labelId} className="kerb-option-cards__label">{label}</p>
      <div role="radiogroup" aria-labelledby={labelId} aria-invalid={invalid || undefined} className="kerb-option-cards__options">
        {options.map((option, index) => (
          <button key={option.value} {...radioProps(index)} className="kerb-option-card">
            <span className="kerb-option-card__mark" aria-hidden="true" />
            <span className="kerb-option-card__text">
              <span className="kerb-option-card__title">{option.title}</span>
              {option.detail && <span className="kerb-option-card__detail">{option.detail}</span>}
            </span>
            {option.aside && <span className="kerb-option-card__aside">{option.aside}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
