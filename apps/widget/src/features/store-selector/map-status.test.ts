import { describe, expect, it } from 'vitest';
import { mapStatus } from './map-status';

const URL = 'https://tiles.example.com/{z}/{x}/{y}.png';

describe('the map area (docs/decisions/053)', () => {
  it('shows the stores on a plain background with no tile URL', () => {
    expect(mapStatus({ tileUrl: null, loaded: 0, failed: 0, online: true })).toBe('PLAIN');
  });
  it('shows tiles while they load or once one has loaded', () => {
    expect(mapStatus({ tileUrl: URL, loaded: 0, failed: 0, online: true })).toBe('TILES');
    expect(mapStatus({ tileUrl: URL, loaded: 1, failed: 5, online: true })).toBe('TILES');
  });
  // spec 1 §8 "Map loading or authentication failure: error panel about a problem with the key".
  it('fails when every tile fails while online, and falls back to the plain background offline', () => {
    expect(mapStatus({ tileUrl: URL, loaded: 0, failed: 1, online: true })).toBe('FAILED');
    expect(mapStatus({ tileUrl: URL, loaded: 0, failed: 4, online: false })).toBe('PLAIN');
  });
});
