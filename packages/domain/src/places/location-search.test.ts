import { describe, expect, it } from 'vitest';
import { LOCATION_DEBOUNCE_MS, LOCATION_SEARCH_MIN, locationSearch } from './location-search';

describe('location search (spec 2 §5 "Location search begins at 3 characters, debounced 300 ms")', () => {
  it('begins at 3 characters, not counting spaces around them', () => {
    expect(LOCATION_SEARCH_MIN).toBe(3);
    expect(locationSearch('')).toBeNull();
    expect(locationSearch('Pa')).toBeNull();
    expect(locationSearch('  Pa  ')).toBeNull();
    expect(locationSearch('Par')).toEqual({ query: 'Par', delayMs: 300 });
    expect(locationSearch(' Parramatta ')).toEqual({ query: 'Parramatta', delayMs: 300 });
  });
  // spec 2 §9 "Location debounce 300 ms"
  it('waits 300 ms after the last keystroke', () => {
    expect(LOCATION_DEBOUNCE_MS).toBe(300);
    expect(locationSearch('3000')?.delayMs).toBe(LOCATION_DEBOUNCE_MS);
  });
});
