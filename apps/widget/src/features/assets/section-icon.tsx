import type { AssetSection } from '@kerb/domain/borrower/assets-and-liabilities';

// Line icons for the five rows, drawn in the current colour; decorative (the row's text names the section).
const PATHS: Record<AssetSection, string> = {
  REAL_ESTATES: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  MOTOR_VEHICLES_ASSETS: 'M5 16h14M4 16v-4l2-5h12l2 5v4M4 16v2h3v-2M17 16v2h3v-2M7.5 13h.01M16.5 13h.01',
  SAVINGS_OR_MORE: 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 7l11-3v3M16 13.5h.01',
  CREDIT_CARDS: 'M3 6h18v12H3zM3 10h18M7 15h4',
  PERSONAL_LOANS: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
};

export function SectionIcon({ section }: { section: AssetSection }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[section]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
