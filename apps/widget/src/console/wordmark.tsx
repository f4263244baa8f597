/** The Kerb mark and name, at the top of the console's navigation and sign-in card. */
export function KerbWordmark() {
  return (
    <span className="console-wordmark">
      <svg width="24" height="24" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect width="16" height="16" rx="4.5" fill="currentColor" />
        <path d="M5 4v8M5 8.5l5-4.5M7.2 7.2L11 12" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" fill="none" />
      </svg>
      <span>Kerb <span className="console-wordmark__sub">console</span></span>
    </span>
  );
}
