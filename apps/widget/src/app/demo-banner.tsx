import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { useAppStore } from './store';

// issue 2 "Partners": sample partners say so in the UI.
export const DEMO_BANNER_TEXT = 'Sample data — demo partner';
// Issue 35 §2 (docs/decisions/070): the server answers from Kerb's sample providers (scores, businesses,
// vehicle values, addresses), so what the borrower sees is not real.
export const SAMPLE_PROVIDERS_TEXT = 'Sample data — not from real providers';
// spec 1 §4 "Demo mode" (docs/decisions/050): while it is on nothing leaves Kerb, and the screens say so.
export const DEMO_MODE_TEXT = 'Demo mode: nothing is sent to lenders';

/**
 * The notice above every screen: a sample partner's, and demo mode's while it is on (the partner's setting,
 * or the borrower's names are a demo name); it goes as soon as the names stop matching. Same rule as the
 * server's, so the screen never says "nothing is sent" when something is.
 */
export function DemoBanner() {
  const sample = useAppStore((s) => (s.partner?.isSample ? DEMO_BANNER_TEXT : s.partner?.sampleProviders?.length ? SAMPLE_PROVIDERS_TEXT : ''));
  const demoMode = useAppStore((s) => isDemoMode(s.partner, s.borrower?.personalDetails));
  if (!sample && !demoMode) return null;
  return (
    <aside className="kerb-demo-banner" aria-label="Demo notice">
      {sample && <span>{sample}</span>}
      {demoMode && <span>{DEMO_MODE_TEXT}</span>}
    </aside>
  );
}
