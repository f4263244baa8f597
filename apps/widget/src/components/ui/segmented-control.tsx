import './controls.css';
import { useRadioGroup } from './use-radio-group';

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
  const { labelId, radioProps } = useRadioGroup(options, value, onChange, { scrollIntoView: true });
  return (
    <div className={`kerb-segmented kerb-segmented--${layout}`}>
      <span id={labelId} className={hideLabel ? 'kerb-visually-hidden' : 'kerb-segmented__label'}>
        {label}
      </span>
      <div className="kerb-segmented__options" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => (
          <button
            key={option.value}
            {...radioProps(index)}
            className="kerb-segmented__option"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
