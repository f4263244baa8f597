import './controls.css';

export interface RingProps {
  /** 0 to 100; null shows an empty ring with a dash (no score yet). */
  value: number | null;
  label: string;
  size?: number;
  /** After the figure, e.g. "%" for progress; scores read "out of 100" without one. */
  unit?: string;
}

/** A progress ring with the value in its centre (spec 2 §2 "Your scores": rings capped at 100). */
export function Ring({ value, label, size = 96, unit = '' }: RingProps) {
  const stroke = 9;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = value === null ? 0 : Math.min(100, Math.max(0, value));
  return (
    <div className="kerb-ring" role="img" aria-label={value === null ? `${label}: not available yet` : `${label}: ${shown} out of 100`}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className="kerb-ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} fill="none" />
        {shown > 0 && (<circle
          className="kerb-ring__fill"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />)}
      </svg>
      <span className="kerb-ring__value" aria-hidden="true">
        {value === null ? '–' : `${shown}${unit}`}
      </span>
    </div>
  );
}
