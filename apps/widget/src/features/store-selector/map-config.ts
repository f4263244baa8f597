import { MapConfigResponse } from '@kerb/domain/contracts/maps';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

// GET /api/maps/config (docs/decisions/053): asked once per visit, when the store selector first shows.
// Unanswered, the map has no tiles and shows the stores on a plain background.
let asked: Promise<MapConfigResponse> | null = null;

const NO_TILES: MapConfigResponse = { tileUrl: null, attribution: null };

export function loadMapConfig(): Promise<MapConfigResponse> {
  asked ??= api.get('/api/maps/config', { schema: MapConfigResponse }).catch((error: unknown) => {
    logFailure('loading the map configuration', error);
    asked = null;
    return NO_TILES;
  });
  return asked;
}
