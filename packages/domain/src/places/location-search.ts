import { PLACE_INPUT_MIN } from '../contracts/places';

// spec 2 §5 "Location search begins at 3 characters, debounced 300 ms"; spec 2 §9 "Location debounce 300 ms".

/** spec 2 §5 "begins at 3 characters" (the places port refuses fewer, docs/decisions/024). */
export const LOCATION_SEARCH_MIN = PLACE_INPUT_MIN;
/** spec 2 §9 "Location debounce 300 ms". */
export const LOCATION_DEBOUNCE_MS = 300;

export interface LocationSearch {
  /** What to search for: the text as typed, trimmed. */
  query: string;
  /** How long the typing must pause before the search is sent. */
  delayMs: number;
}

/**
 * What a keystroke in a location search leads to: a search for the trimmed text once typing pauses for
 * 300 ms, or none below 3 characters. Each keystroke replaces the search the one before it scheduled.
 */
export function locationSearch(typed: string): LocationSearch | null {
  const query = typed.trim();
  return query.length < LOCATION_SEARCH_MIN ? null : { query, delayMs: LOCATION_DEBOUNCE_MS };
}
