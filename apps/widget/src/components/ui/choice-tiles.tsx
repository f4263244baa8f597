import { type ReactNode } from 'react';
import './controls.css';
import { useRadioGroup } from './use-radio-group';

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
  const { labelId, radioProps } = useRadioGroup(options, value, onChange);
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
            {...radioProps(index)}
            className="kerb-tile"
          >
            {option.icon && <span className="kerb-tile__icon" aria-hidden="true">{option.icon}</span>}
            <span className="kerb-tile__label">{option.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
