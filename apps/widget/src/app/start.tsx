import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { App } from './app';
import { startFrameResize } from './frame-resize';
import { onFirstInteraction, preloadLikelyModals } from './modal-registry';
import { handleUnauthorized } from './session-actions';
import { useAppStore } from './store';
import './styles.css';

// spec 1 §4 "Session" / §7: a 401 clears the token and first name and opens the login modal.
setUnauthorizedHandler(() => handleUnauthorized(useAppStore));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

startFrameResize();

// The startup (partner config, session, parameters) brings the domain's schema code, so it loads as its
// own chunk while the shell paints.
import('./boot')
  .then(({ boot }) => boot(useAppStore))
  .then(() => onFirstInteraction(preloadLikelyModals))
  .catch((error: unknown) => {
    logFailure('startup', error);
    useAppStore.setState({ status: 'failed' });
  });
