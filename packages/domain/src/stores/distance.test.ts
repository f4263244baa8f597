import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, MAP_SIZE_PX, MAP_ZOOM, MELBOURNE, haversineKm, roundToTenthKm, storeDistanceKm, storesByDistance } from './distance';

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const store = (partnerId: string, lat: number, lng: number) => ({ partnerId, name: partnerId, postCode: '3000', state: 'VIC', coordinates: { lat, lng } });

describe('store distance (spec 2 §9 "haversine formula with earth radius 6371 km, rounded to 0.1 km")', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
  it('measures Melbourne to Sydney as 713.4 km', () => {
    expect(haversineKm(MELBOURNE, SYDNEY)).toBeCloseTo(713.427, 3);
    expect(storeDistanceKm(MELBOURNE, SYDNEY)).toBe(713.4);
    expect(storeDistanceKm(SYDNEY, MELBOURNE)).toBe(713.4);
  });
  it('is 0 from a place to itself and half the circumference to its antipode', () => {
    expect(storeDistanceKm(MELBOURNE, MELBOURNE)).toBe(0);
    expect(storeDistanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(roundToTenthKm(Math.PI * 6371));
  });
  it('rounds to 0.1 km, halves up', () => {
    expect(roundToTenthKm(2.349)).toBe(2.3);
    expect(roundToTenthKm(2.35)).toBe(2.4);
    expect(roundToTenthKm(0.04)).toBe(0);
  });
});

describe('nearest-store list (spec 2 §2 "Store selector")', () => {
  const stores = [store('sydney', SYDNEY.lat, SYDNEY.lng), store('richmond', -37.8182, 144.9984), store('cbd', -37.8136, 144.9631)];
  it('orders the stores nearest first, with their rounded distances', () => {
    expect(storesByDistance(stores, MELBOURNE).map((s) => [s.store.partnerId, s.distanceKm])).toEqual([
      ['cbd', 0], ['richmond', 3.1], ['sydney', 713.4],
    ]);
    expect(storesByDistance(stores, SYDNEY)[0]!.store.partnerId).toBe('sydney');
  });
  it('keeps the partner\'s order between equally near stores', () => {
    const twins = [store('b', -37.8, 145), store('a', -37.8, 145)];
    expect(storesByDistance(twins, MELBOURNE).map((s) => s.store.partnerId)).toEqual(['b', 'a']);
  });
});

describe('the map (spec 2 §9 "Default map centre is Melbourne; zoom 13; map 300 by 300 pixels")', () => {
  it('centres on Melbourne at zoom 13 in 300 px', () => {
    expect(MELBOURNE).toEqual({ lat: -37.8136, lng: 144.9631 });
    expect(MAP_ZOOM).toBe(13);
    expect(MAP_SIZE_PX).toBe(300);
  });
});
