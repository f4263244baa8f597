import type { BenefitIcon as Icon } from './benefits';

const PATHS: Record<Icon, string> = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  tag: 'M3 12V4h8l9 9-8 8-9-9zm5-4.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2',
  gift: 'M4 10h16v4H4zm1 4h14v7H5zm7-4v11M12 10c-2-4-6-4-6-1.5S10 10 12 10c2 0 6 1 6-1.5S14 6 12 10',
  compare: 'M4 20V10m5 10V4m5 16v-8m5 8V7',
  sort: 'M4 6h16M4 12h10M4 18h5m11-5v6m0 0l-2.5-2.5M20 19l2.5-2.5',
};

/** A line icon for a benefit tile, in the partner's colour. */
export function BenefitIcon({ icon }: { icon: Icon }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
