import { describe, expect, it } from 'vitest';
import { builtInPartnerConfig } from '../partner/samples';
import { MAP_ZOOM, MELBOURNE, storesByDistance } from './distance';
import { PLAIN_MAP_MAX_ZOOM, storeMapView } from './map-view';

const stores = builtInPartnerConfig('dealer-group').storeSelectorOptions!;
const byName = (name: string) => stores.find((s) => s.name.includes(name))!;

// issue 33 §5 "Fit the map to the listed stores"; docs/decisions/063.
describe('what the store map frames', () => {
  it('frames every listed store until the borrower says where they are or chooses one', () => {
    const view = storeMapView({ stores, selected: undefined, origin: null, tiles: false });
    expect(view.points).toHaveLength(12);
    expect(view.points).toContainEqual(byName('Osborne Park').coordinates);
    expect(view.points).toContainEqual(byName('Moonah').coordinates);
    expect(view.maxZoom).toBe(PLAIN_MAP_MAX_ZOOM);
  });

  it('frames the searched place or location with its three nearest stores', () => {
    const brisbane = { lat: -27.47, lng: 153.03 };
    const nearest = storesByDistance(stores, brisbane).map((s) => s.store);
    const view = storeMapView({ stores: nearest, selected: undefined, origin: brisbane, tiles: true });
    expect(view.points).toEqual([brisbane, byName('Newstead').coordinates, byName('Southport').coordinates, byName('Newcastle').coordinates]);
  });

  // spec 2 §9 "zoom 13" for one place on a tiled map.
  it('frames the chosen store, with the origin when known, at zoom 13 at most on tiles', () => {
    const geelong = byName('Geelong');
    expect(storeMapView({ stores, selected: geelong, origin: null, tiles: true })).toEqual({ points: [geelong.coordinates], maxZoom: MAP_ZOOM });
    expect(storeMapView({ stores, selected: geelong, origin: MELBOURNE, tiles: true }).points).toEqual([geelong.coordinates, MELBOURNE]);
  });

  // spec 2 §9 "Default map centre is Melbourne".
  it('shows Melbourne for a partner without stores', () => {
    expect(storeMapView({ stores: [], selected: undefined, origin: null, tiles: true }).points).toEqual([MELBOURNE]);
  });
});
