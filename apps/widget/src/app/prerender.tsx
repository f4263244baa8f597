import type { FirstPaint } from '@kerb/domain/journey/first-paint';
import { DEFAULT_PARTNER_CONFIG } from '@kerb/domain/partner/samples';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { useAppStore } from './store';

// Build-time only (scripts/prerender.ts runs it under Node): the still first paint of each starting
// screen, rendered by the app's own components with no partner known yet, so it is partner-neutral;
// the partner's colours, logo and name arrive with the live app. The server picks the copy that
// matches the partner's starting screen (domain journey/first-paint).

export async function renderFirstPaint({ screen, sample }: FirstPaint): Promise<string> {
  // React renders outside a browser from a store's server snapshot, which zustand takes from the store's
  // initial state object: the still copy is made from that object, set here (build time only).
  Object.assign(useAppStore.getInitialState(), {
    status: screen ? 'ready' : 'starting',
    display: screen ?? 'BASIC',
    partner: { ...DEFAULT_PARTNER_CONFIG, isSample: sample },
  });
  // prerender (unlike renderToString) waits for the lazily loaded screen.
  const { prelude } = await prerender(<App />);
  return new Response(prelude).text();
}
