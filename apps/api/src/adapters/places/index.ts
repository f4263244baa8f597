import type { Env } from '../../env';
import { createBundledPlaces } from './bundled';
import { createGooglePlaces } from './google';
import type { Places } from './port';

/** The configured places source: Google Places when GOOGLE_PLACES_KEY is set, else the bundled data. */
export function createPlaces(env: Env): Places {
  if (!env.GOOGLE_PLACES_KEY) return createBundledPlaces();
  return createGooglePlaces({ key: env.GOOGLE_PLACES_KEY, baseUrl: env.GOOGLE_PLACES_URL, timeoutMs: env.GOOGLE_PLACES_TIMEOUT_MS });
}
