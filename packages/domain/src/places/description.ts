// The text of a place prediction (spec 2 §7 "predictions (description, place_id)"), written and read in one
// place so the address modal can always take suburb, state or region and postcode back out of it:
//   AU "Geelong VIC 3220, Australia"   NZ "Ponsonby, Auckland 1011, New Zealand"
import { AU_STATES, NZ_REGIONS, type AuState, type Country, type NzRegion } from '../enums/index';

export interface PlaceParts {
  suburb: string;
  state?: AuState | NzRegion | undefined;
  postcode?: string | undefined;
  country: Country;
}

const COUNTRY_NAME: Record<Country, string> = { AU: 'Australia', NZ: 'New Zealand' };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AU_TEXT = new RegExp(`^([^,]+?)(?: (${AU_STATES.join('|')}))?(?: (\\d{4}))?, Australia$`);
const NZ_TEXT = new RegExp(`^([^,]+?)(?:, (${NZ_REGIONS.map(escape).join('|')}))?(?: (\\d{4}))?, New Zealand$`);

export function placeDescription({ suburb, state, postcode, country }: PlaceParts): string {
  const tail = [state, postcode].filter(Boolean).join(' ');
  const sep = country === 'AU' ? ' ' : ', ';
  return `${suburb}${tail ? sep + tail : ''}, ${COUNTRY_NAME[country]}`;
}

/** The parts of a description written by placeDescription; undefined for any other text. */
export function parsePlaceDescription(description: string): PlaceParts | undefined {
  const au = AU_TEXT.exec(description);
  if (au) return { suburb: au[1]!, state: au[2] as AuState | undefined, postcode: au[3], country: 'AU' };
  const nz = NZ_TEXT.exec(description);
  if (nz) return { suburb: nz[1]!, state: nz[2] as NzRegion | undefined, postcode: nz[3], country: 'NZ' };
  return undefined;
}
