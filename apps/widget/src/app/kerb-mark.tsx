/** "Powered by Kerb": the Kerb mark, shown only when the partner is not white-labelled (UI.md "Brand"). */
export function KerbFooter() {
  return (
    <footer className="kerb-footer">
      <span>Powered by</span>
      <svg width="56" height="18" viewBox="0 0 56 18" role="img" aria-label="Kerb">
        <rect x="0" y="1" width="16" height="16" rx="4.5" fill="#13233f" />
        <path d="M5 5v8M5 9.5l5-4.5M7.2 8.2L11 13" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        <text x="21" y="13.5" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fontSize="13" fontWeight="700" fill="#344054">
          Kerb
        </text>
      </svg>
    </footer>
  );
}
