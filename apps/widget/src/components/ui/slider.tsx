import { type CSSProperties, useId } from 'react';
import './controls.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** How a value reads ("5 years", "20%"), shown beside the label and given to screen readers. */
  format: (value: number) => string;
  /** A second line under the value (e.g. the balloon in dollars). */
  detail?: string | undefined;
  /** spec 2 §5: "if minimum equals maximum the term is shown fixed". */
  fixedNote?: string;
}

/**
 * A range input with its label above and the value read out beside it. When min equals max nothing can
 * move, so the value is shown fixed instead of a dead control.
 */
export function Slider({ label, value, min, max, step = 1, onChange, format, detail, fixedNote = 'Fixed' }: SliderProps) {
  const id = useId();
  const fixed = min === max;
  const percent = fixed ? 100 : ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100;
  // Fixed, the label, the value and the note read as one labelled group; nothing in it takes focus.
  return (
    <div className="kerb-slider" {...(fixed ? { role: 'group', 'aria-labelledby': id } : {})}>
      <div className="kerb-slider__head">
        {fixed ? <span className="kerb-field__label" id={id}>{label}</span> : <label className="kerb-field__label" htmlFor={id}>{label}</label>}
        <span className="kerb-slider__value" aria-hidden={!fixed || undefined}>
          {format(value)}
          {detail && <span className="kerb-slider__detail">{detail}</span>}
        </span>
      </div>
      {fixed ? (
        <p className="kerb-slider__fixed">
          <span className="kerb-tag">{fixedNote}</span>
        </p>
      ) : (
        <>
          <input
            id={id}
            className="kerb-slider__input"
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            aria-valuetext={detail ? `${format(value)}, ${detail}` : format(value)}
            style={{ '--kerb-slider-fill': `${percent}%` } as CSSProperties}
            onChange={(e) => onChange(Number(e.target.value))}
          />
          <div className="kerb-slider__scale" aria-hidden="true">
            <span>{format(min)}</span>
            <span>{format(max)}</span>
          </div>
        </>
      )}
    </div>
  );
}
