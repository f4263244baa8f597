import { useOpenDisclaimer } from '#app/disclaimer';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { BenefitIcon } from './benefit-icon';
import { TRUCKSTOP_BENEFITS } from './benefits';
import './truckstop.css';

/**
 * spec 2 §2 "Truckstop landing": six benefit tiles and Get Started, which goes where the journey routes it
 * (domain journey/partner-landings truckstopLandingNext). The truck stop partner's first screen (spec 1 §2
 * "Starting screen" rule 5).
 */
export function TruckstopLandingScreen() {
  const dealerName = useAppStore((s) => s.partner?.dealerName);
  const openDisclaimer = useOpenDisclaimer();
  return (
    <ScreenLayout
      screenId="TRUCKSTOP_LANDING_PAGE"
      title="Finance for trucks and commercial vehicles"
      helper={dealerName ? `Compare truck finance with ${dealerName}, from car, van or ute to prime mover and trailer.` : 'From car, van or ute to prime mover and trailer.'}
      nextLabel="Get Started"
      onNext={() => goNext('TRUCKSTOP_LANDING_PAGE')}
      hideBack
    >
      <ul className="kerb-benefit-tiles" aria-label="Why finance with us">
        {TRUCKSTOP_BENEFITS.map((benefit) => (
          <li key={benefit.title} className="kerb-benefit-tile">
            <span className="kerb-benefit-tile__icon"><BenefitIcon icon={benefit.icon} /></span>
            <span className="kerb-benefit-tile__title">{benefit.title}</span>
            <span className="kerb-benefit-tile__detail">{benefit.detail}</span>
          </li>
        ))}
      </ul>
      <Button variant="link" onClick={openDisclaimer}>Important information</Button>
    </ScreenLayout>
  );
}

export default TruckstopLandingScreen;
