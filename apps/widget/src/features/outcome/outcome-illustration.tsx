/** A calm, decorative mark at the top of an outcome screen. */
export function OutcomeIllustration({ tone }: { tone: 'referred' | 'declined' }) {
  return (
    <div className={`kerb-outcome__mark kerb-outcome__mark--${tone}`} aria-hidden="true">
      <svg width="40" height="40" viewBox="0 0 24 24" focusable="false">
        {tone === 'referred' ? (
          <>
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </>
        ) : (
          <>
            <path d="M4 12a8 8 0 1 0 16 0 8 8 0 0 0-16 0z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M9 15.5c1.6-1.3 4.4-1.3 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            <circle cx="9.5" cy="10" r="1.1" fill="currentColor" />
            <circle cx="14.5" cy="10" r="1.1" fill="currentColor" />
          </>
        )}
      </svg>
    </div>
  );
}
