import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '../lib/api-client';
import { logFailure } from '../lib/log';
import { nextTask } from '../lib/next-task';
import { App } from './app';
import { startFrameResize } from './frame-resize';
import { onFirstInteraction, preloadLikelyModals } from './modal-registry';
import { handleUnauthorized } from './session-actions';
import { useAppStore } from './store';
import './styles.css';

// spec 1 §4 "Session" / §7: a 401 clears the token and first name and opens the login modal.
setUnauthorizedHandler(() => handleUnauthorized(useAppStore));

// The app renders into its hidden root while the page's still first paint shows (first-paint.ts), so its
// first render is a transition: React renders it in slices between which the browser stays responsive.
const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

startFrameResize();

// The startup (partner config, session, parameters) runs the domain's schema code; it starts in a task of
// its own, not in the one that evaluated the app's code (lib/next-task.ts).
nextTask()
  .then(() => import('./boot'))
  .then(({ boot }) => boot(useAppStore))
  .then(() => onFirstInteraction(preloadLikelyModals))
  .catch((error: unknown) => {
    logFailure('startup', error);
    useAppStore.setState({ status: 'failed' });
  });
