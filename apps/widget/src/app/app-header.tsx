import { PROGRESS_STEPS, progressStepFor } from '@kerb/domain/journey/progress';
import { useState } from 'react';
import { ProgressHeader } from '../components/ui/progress-header';
import { useChosenStore } from './chosen-store';
import { logout } from './session-actions';
import { useAppStore } from './store';

function Brand() {
  const partner = useAppStore((s) => s.partner);
  // A dealer group's borrower deals with the store they chose: the header names it (docs/decisions/063).
  const store = useChosenStore();
  const [wideLogo, setWideLogo] = useState(false);
  if (!partner) return <span className="kerb-header__name" aria-hidden="true" />;
  const name = store?.name ?? partner.dealerName ?? partner.locationName ?? '';
  return (
    <>
      {partner.logo && (
        <img
          className="kerb-header__logo"
          src={partner.logo}
          alt={wideLogo || !name ? name || 'Partner logo' : ''}
          onLoad={(e) => setWideLogo(e.currentTarget.naturalWidth > e.currentTarget.naturalHeight * 1.6)}
        />
      )}
      {name && !wideLogo && <span className="kerb-header__name">{name}</span>}
    </>
  );
}

/** The shell's header: brand, Login or Logout, and the progress steps (spec 1 §2 "Progress header"). */
export function AppHeader() {
  const display = useAppStore((s) => s.display);
  const percent = useAppStore((s) => s.progressPercent);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const ready = useAppStore((s) => s.status === 'ready');
  const openModal = useAppStore((s) => s.openModal);
  return (
    <ProgressHeader
      steps={PROGRESS_STEPS}
      currentStep={ready ? progressStepFor(display) : 0}
      percent={percent}
      brand={<Brand />}
      isLoggedIn={isLoggedIn}
      hideSessionButton={!ready}
      onLogin={() => openModal('LOGIN')}
      onLogout={() => void logout(useAppStore)}
    />
  );
}
