import { readFileSync } from 'node:fs';
import type { NzRegion } from '@kerb/domain';
import { placeSlug } from './fold';
import type { Place } from './place-index';

// New Zealand localities across all 16 regions (spec 2 §9) with postcode and coordinates, kept in
// nz-localities.json (sources in DATA.md). Read once, on first use.

interface Row {
  name: string;
  region: NzRegion;
  postcode: string;
  lat: number;
  lng: number;
}

export function loadNzLocalities(): Place[] {
  const rows = JSON.parse(readFileSync(new URL('./nz-localities.json', import.meta.url), 'utf8')) as Row[];
  // No figures here: the large towns' populations come from large-places.ts; other ties go alphabetical.
  return rows.map((r) => ({
    id: `nz:${r.postcode}:${placeSlug(r.name)}`, country: 'NZ', suburb: r.name, state: r.region, postcode: r.postcode,
    lat: r.lat, lng: r.lng, signal: 0,
  }));
}
