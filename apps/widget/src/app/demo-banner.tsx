import { isDemoMode } from '@kerb/domain/pre-approval/demo-names';
import { useAppStore } from './store';

// issue 2 "Partners": sample partners say so in the UI.
export const DEMO_BANNER_TEXT = 'Sample data — demo partner';
// spec 1 §4 "Demo mode" (docs/decisions/050): while it is on nothing leaves Kerb, and the screens say so.
export const DEMO_MODE_TEXT = 'Demo mode: nothing is sent to lenders';

/**
 * The notice above every screen: a sample partner's, and demo mode's while it is on (the partner's setting,
 * or the borrower's names are a demo name); it goes as soon as the names stop matching. Same rule as the
 * server's, so the screen never says "nothing is sent" when something is.
 */
export function DemoBanner() {
  const sample = useAppStore((s) => s.partner?.isSample ?? false);
  const demoMode = useAppStore((s) => isDemoMode(s.partner, s.borrower?.personalDetails));
  if (!sample && !demoMode) return null;
  return (
    <aside className="kerb-demo-banner" aria-label="Demo notice">
      {sample && <span>{DEMO_BANNER_TEXT}</span>}
      {demoMode && <span>{DEMO_MODE_TEXT}</span>}
    </aside>
  );
}
