// What the store selector's map area shows (docs/decisions/053): tiles when they load; the stores on a plain
// background when there are no tiles to load (none configured, or the browser is offline); spec 1 §8's
// "Map loading or authentication failure: error panel about a problem with the key" when the tile server
// refuses every tile while the browser is online (a wrong or expired key answers 401 or 403).

export type MapStatus = 'TILES' | 'PLAIN' | 'FAILED';

export interface TileFacts {
  tileUrl: string | null;
  /** Tiles that loaded, and tiles that failed, since the map opened. */
  loaded: number;
  failed: number;
  online: boolean;
}

export function mapStatus({ tileUrl, loaded, failed, online }: TileFacts): MapStatus {
  if (!tileUrl) return 'PLAIN';
  // One tile is enough to know the key works; a later failure is a gap in the map, not a key problem.
  if (loaded > 0 || failed === 0) return 'TILES';
  return online ? 'FAILED' : 'PLAIN';
}
