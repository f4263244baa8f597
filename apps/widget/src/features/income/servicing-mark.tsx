/** The decorative mark of the servicing screens: a tick when the loan services, a pair of scales when not. */
export function ServicingMark({ tone }: { tone: 'success' | 'failure' }) {
  return (
    <div className={`kerb-servicing__mark kerb-servicing__mark--${tone}`} aria-hidden="true">
      <svg width="40" height="40" viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {tone === 'success' ? (
          <path d="M6 12.5l4 4L18 8" />
        ) : (
          <>
            <path d="M12 4v16M7 20h10M5 7h14" />
            <path d="M5 7l-2.5 6h5L5 7zM19 7l-2.5 6h5L19 7z" />
          </>
        )}
      </svg>
    </div>
  );
}
