import type { ScreenId } from '@kerb/domain/journey/ids';
import { useEffect } from 'react';
import { useAppStore } from '#app/store';
import { logFailure } from '#lib/log';
import './campaign-forward.css';

/** The campaign landing's code, warmed while the logo shows (the screen registry loads the same module). */
const loadCampaignLanding = () => import('./campaign-landing-screen');

/**
 * spec 2 §2 "Quick calculator": "A campaign-specific path shows only a loading logo." (docs/decisions/009)
 * Only the partner's logo, gently pulsing, while the campaign landing loads; then it takes the calculator's
 * place.
 */
export function CampaignForward({ to }: { to: ScreenId }) {
  const logo = useAppStore((s) => s.partner?.logo);
  const name = useAppStore((s) => s.partner?.dealerName ?? s.partner?.locationName);

  useEffect(() => {
    let current = true;
    const forward = () => {
      if (current && useAppStore.getState().display === 'QUICK_CALCULATOR') useAppStore.getState().setDisplay(to);
    };
    loadCampaignLanding().then(forward, (error: unknown) => {
      logFailure('campaign landing', error);
      forward(); // the screen host shows its own failure and retry
    });
    return () => {
      current = false;
    };
  }, [to]);

  return (
    <div className="kerb-campaign-forward" role="status" aria-busy="true">
      {logo ? <img className="kerb-campaign-forward__logo" src={logo} alt="" /> : <span className="kerb-campaign-forward__mark" aria-hidden="true" />}
      <h1 className="kerb-visually-hidden">{name ? `Loading your offer from ${name}` : 'Loading your offer'}</h1>
    </div>
  );
}
