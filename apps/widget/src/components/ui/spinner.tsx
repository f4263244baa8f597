import './feedback.css';

/** A small indeterminate spinner; decorative (the surrounding text says what is happening). */
export function Spinner({ className, size = 20 }: { className?: string; size?: number }) {
  return (
    <svg
      className={['kerb-spinner', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A grey placeholder block that reserves space while data loads (UI.md "Motion": no layout shift). */
export function Skeleton({ width = '100%', height = 16, radius = 8 }: { width?: number | string; height?: number; radius?: number }) {
  return <span className="kerb-skeleton" style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
