import { SCREEN_IDS, type ScreenId } from '@kerb/domain/journey/ids';
import type { StoreApi } from 'zustand';
import { storeCredentials } from '../lib/storage';
import { DEFAULT_PARTNER_ID, parseRoute } from '@kerb/domain/journey/routes';
import { startApp } from './startup';
import type { AppState } from './store';

type Store = StoreApi<AppState>;

const asScreen = (page: string | null | undefined): ScreenId | undefined =>
  SCREEN_IDS.find((id) => id === page?.trim().toUpperCase());

function env(search: string) {
  return { search, now: new Date(), random: Math.random };
}

/**
 * spec 1 §2 "Routes": the main application for a partner, or the short-link login first. A successful
 * link logs in and moves to the link's page; a failed or slow one (3 s) opens the login modal.
 */
export async function boot(store: Store, win: Pick<Window, 'location' | 'history'> = window): Promise<void> {
  const route = parseRoute(win.location.pathname);
  if (route.kind === 'app') {
    await startApp(store, route.partnerId, env(win.location.search));
    return;
  }
  // Only a short link's visit needs its login: loaded then, not with every first screen.
  const { shortLinkLogin } = await import('./short-link');
  const answer = await shortLinkLogin(route.credential);
  // A link is single-use: leave its address so a reload does not try it again.
  const location = answer?.location ?? '';
  const target = location.includes('/') ? parseRoute(location.startsWith('/') ? location : `/${location}`) : null;
  const partnerId = target?.kind === 'app' ? target.partnerId : DEFAULT_PARTNER_ID;
  win.history.replaceState(null, '', `/${encodeURIComponent(partnerId)}${win.location.search}`);
  if (answer) storeCredentials(answer.token, answer.firstName);
  await startApp(store, partnerId, env(win.location.search));
  const state = store.getState();
  if (!answer) {
    store.setState({ modalQueue: [] });
    state.openModal('LOGIN');
    return;
  }
  const page = asScreen(route.page) ?? asScreen(location.split('/').pop());
  // The link's page replaces the startup modals (not the application-in-progress modal, spec 1 §4 "Saving").
  if (page && state.modal !== 'APPLICATION_IN_PROGRESS') {
    store.setState({ modal: null, modalProps: {}, modalQueue: [] });
    state.setDisplay(page);
  }
}
