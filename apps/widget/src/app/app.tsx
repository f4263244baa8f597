import { useEffect } from 'react';
import { AppHeader } from './app-header';
import { DemoBanner } from './demo-banner';
import { KerbFooter } from './kerb-mark';
import { ModalHost } from './modal-host';
import { ScreenHost } from './screen-host';
import { useAppStore } from './store';
import { applyTheme, themeColours, themeVariables } from './theme';
import './shell.css';

export function App() {
  const partner = useAppStore((s) => s.partner);
  const params = useAppStore((s) => s.params);
  const modalOpen = useAppStore((s) => s.modal !== null);
  useEffect(() => {
    applyTheme(themeVariables(themeColours(partner, params)));
  }, [partner, params]);
  return (
    <>
      {/* The page behind an open modal is inert: no focus, no screen-reader browsing (UI.md "Frame"). */}
      <div className="kerb-app" inert={modalOpen} aria-hidden={modalOpen || undefined}>
        <DemoBanner />
        <AppHeader />
        <main className="kerb-main" id="kerb-main">
          <ScreenHost />
        </main>
        {partner && !partner.whiteLabel && <KerbFooter />}
      </div>
      <ModalHost />
    </>
  );
}
