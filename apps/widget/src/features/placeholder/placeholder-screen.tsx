import type { ScreenId } from '@kerb/domain/journey/ids';
import { ScreenLayout } from '#ui/screen-layout';
import { SCREEN_NAMES } from './screen-names';
import './placeholder.css';

// Issue 2: "Screens that later issues build may show a plain placeholder naming the screen." Back and
// Next stay disabled: there is no journey to move through yet.
export function PlaceholderScreen({ screen }: { screen: ScreenId }) {
  const name = SCREEN_NAMES[screen];
  return (
    <ScreenLayout title={name} backDisabled nextDisabled>
      <div className="kerb-placeholder" data-screen={screen}>
        <span className="kerb-placeholder__icon" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="4" width="18" height="16" rx="3" />
            <path d="M7 9h10M7 13h6" />
          </svg>
        </span>
        <p className="kerb-placeholder__title">{name} — coming soon</p>
        <p className="kerb-placeholder__text">This step of the application is on its way.</p>
        <span className="kerb-chip">{screen}</span>
      </div>
    </ScreenLayout>
  );
}

export default PlaceholderScreen;
