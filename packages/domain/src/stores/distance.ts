import type { StoreSelectorOption } from '../partner/config';

// spec 2 §9: "Store distance uses the haversine formula with earth radius 6371 km, rounded to 0.1 km. Default
// map centre is Melbourne; zoom 13; map 300 by 300 pixels."

export interface LatLng {
  lat: number;
  lng: number;
}

/** spec 2 §9 "earth radius 6371 km". */
export const EARTH_RADIUS_KM = 6371;
/** spec 2 §9 "Default map centre is Melbourne" (Melbourne's GPO, Bourke Street). */
export const MELBOURNE: LatLng = { lat: -37.8136, lng: 144.9631 };
/** spec 2 §9 "zoom 13". */
export const MAP_ZOOM = 13;
/** spec 2 §9 "map 300 by 300 pixels". */
export const MAP_SIZE_PX = 300;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km by the haversine formula, unrounded. */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** spec 2 §9 "rounded to 0.1 km". */
export const roundToTenthKm = (km: number): number => Math.round(km * 10) / 10;

/** The store distance the spec shows: haversine, rounded to 0.1 km. */
export const storeDistanceKm = (from: LatLng, to: LatLng): number => roundToTenthKm(haversineKm(from, to));

export interface StoreWithDistance {
  store: StoreSelectorOption;
  distanceKm: number;
}

/**
 * spec 2 §2 "nearest-store list": the partner's stores, nearest to `origin` first. Equal distances keep the
 * partner's own order, so the list never reshuffles between equally near stores.
 */
export function storesByDistance(stores: readonly StoreSelectorOption[], origin: LatLng): StoreWithDistance[] {
  return stores
    .map((store, index) => ({ store, index, exact: haversineKm(origin, store.coordinates) }))
    .sort((a, b) => a.exact - b.exact || a.index - b.index)
    .map(({ store, exact }) => ({ store, distanceKm: roundToTenthKm(exact) }));
}
