/**
 * The tick Kerb draws for "done": a plain check (buttons, the progress header) or, `filled`, a white check in
 * a disc of the current colour (steps completed in a list). Decorative: the text beside it says what is done.
 */
export function TickIcon({ size = 18, strokeWidth = 2.4, filled = false }: { size?: number; strokeWidth?: number; filled?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {filled ? (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
