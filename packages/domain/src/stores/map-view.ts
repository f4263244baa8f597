import type { StoreSelectorOption } from '../partner/config';
import { MAP_ZOOM, MELBOURNE, type LatLng } from './distance';

// What the store selector's map frames (docs/decisions/063, replacing decision 053's fixed centre at zoom 13):
// the map fits the places that matter to the borrower now, so no store list is ever off the map.

/** How many of the nearest stores are framed with the searched place or the borrower's location. */
export const NEAREST_STORES_IN_VIEW = 3;
/** Without tiles the map has only a coarse coastline (0.12°) to show: closer, its straight lines show. */
export const PLAIN_MAP_MAX_ZOOM = 5;

export interface MapView {
  /** The places the map fits in view. */
  points: LatLng[];
  /** The closest the map may zoom to fit them (one point is shown at this zoom). */
  maxZoom: number;
}

export interface MapViewFacts {
  /** The partner's stores, nearest the origin (else Melbourne) first. */
  stores: readonly StoreSelectorOption[];
  selected: StoreSelectorOption | undefined;
  /** The searched place or the borrower's location, when known. */
  origin: LatLng | null;
  /** Whether the map has tiles to show (MAP_TILE_URL set). */
  tiles: boolean;
}

/**
 * The chosen store (with the origin, when known); else the origin with its nearest stores; else every store.
 * With tiles a single place shows at spec 2 §9's zoom 13; without, at most at PLAIN_MAP_MAX_ZOOM.
 */
export function storeMapView({ stores, selected, origin, tiles }: MapViewFacts): MapView {
  const maxZoom = tiles ? MAP_ZOOM : PLAIN_MAP_MAX_ZOOM;
  const at = (store: StoreSelectorOption) => store.coordinates;
  if (selected) return { points: origin ? [at(selected), origin] : [at(selected)], maxZoom };
  if (origin) return { points: [origin, ...stores.slice(0, NEAREST_STORES_IN_VIEW).map(at)], maxZoom };
  // spec 2 §9 "Default map centre is Melbourne" for a partner without stores.
  return { points: stores.length ? stores.map(at) : [MELBOURNE], maxZoom };
}
