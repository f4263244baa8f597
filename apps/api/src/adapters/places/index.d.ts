import type { Env } from '../../env';
import type { Places } from './port';
/** The configured places source: Google Places when GOOGLE_PLACES_KEY is set, else the bundled data. */
export declare function createPlaces(env: Env): Places;
