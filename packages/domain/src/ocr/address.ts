import { AU_STATES } from '../enums/index';
import type { OcrDriverLicenseResponse } from '../contracts/ocr';
import { asDigits, asLetters, readDate, titleCase } from './text';

// The first address on a licence (spec 2 §7: "fills ... first address"). Issue 33 §2: "addresses run on one
// or two lines; NZ addresses have no state" ("7 BANKSIA AVE" / "WELLINGTON 6011"). The town line ends
// "[STATE] POSTCODE"; the street ("[unit/]number street") is the line above it, or the start of the same
// line, where the street ends at its kind ("STREET", "ST", "AVE", ...) or a comma.

type Address = Pick<OcrDriverLicenseResponse, 'addressUnitNumber' | 'addressStreetNumber' | 'addressStreetName' | 'addressSuburb' | 'addressState' | 'addressPostcode'>;

export const NO_ADDRESS: Address = { addressUnitNumber: null, addressStreetNumber: null, addressStreetName: null, addressSuburb: null, addressState: null, addressPostcode: null };

const POSTCODE = '([0-9OoIlSB]{4})';
const AU_TOWN = new RegExp(`^(.*?)[\\s,]+(${AU_STATES.join('|')})[\\s,]+${POSTCODE}$`);
const NZ_TOWN = new RegExp(`^(.*?)[\\s,]+${POSTCODE}$`);
const STREET = /^(?:(?:U|UNIT|APT|FLAT)\s*([0-9]+[A-Z]?)[\s,/]+|([0-9]+[A-Z]?)\s*\/\s*)?([0-9]+[A-Z]?)\s+([A-Z][A-Z' -]+)$/;

/** Street kinds as Australian and New Zealand addresses print them, in full and abbreviated. */
const STREET_KINDS = new Set([
  'STREET', 'ST', 'ROAD', 'RD', 'AVENUE', 'AVE', 'AV', 'DRIVE', 'DR', 'LANE', 'LN', 'CRESCENT', 'CRES', 'CR',
  'PLACE', 'PL', 'COURT', 'CT', 'TERRACE', 'TCE', 'PARADE', 'PDE', 'CLOSE', 'CL', 'WAY', 'GROVE', 'GR', 'GRV',
  'HIGHWAY', 'HWY', 'BOULEVARD', 'BVD', 'BLVD', 'ESPLANADE', 'ESP', 'CIRCUIT', 'CCT', 'SQUARE', 'SQ', 'RISE',
  'ROW', 'QUAY', 'MEWS', 'LOOP', 'TRACK', 'WALK', 'GLEN', 'VIEW', 'HILL',
]);

// "3l/1S5 MILLER LANE": the first word, numbers and a slash, is digits (a trailing letter is a suffix: 12A).
const streetNumbersFixed = (line: string) =>
  line.replace(/^[0-9OILSB]+[A-Z]?(\s*\/\s*[0-9OILSB]+[A-Z]?)?(?= )/, (all) => all.replace(/[OILSB](?=[0-9OILSB/])/g, (c) => asDigits(c === 'L' ? 'l' : c)));

// In "EASTWOOD VlC 3632" the state's letters and the postcode's digits are told apart by position.
const asLettersOutsideDigits = (line: string) =>
  line.replace(/\b([A-Za-z0-9|]{2,3})([\s,]+)([0-9OoIlSB]{4})\s*$/, (_, st: string, sp: string, pc: string) => `${asLetters(st)}${sp}${pc}`);

const streetOf = (text: string) => STREET.exec(streetNumbersFixed(text.toUpperCase().replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim()));

const place = (s: string) => {
  const name = s.replace(/[^A-Za-z' -]/g, '').replace(/\s+/g, ' ').trim();
  return name ? titleCase(name) : null;
};

/**
 * "12 WATTLE ST RIVERTON" as street and suburb: a comma splits them, else the street ends at its last
 * kind word that leaves a suburb after it ("HARBOUR VIEW DRIVE BAYVIEW"). Null when neither says where.
 */
function splitOneLine(text: string): { street: RegExpExecArray; suburb: string } | null {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const street = streetOf(text.slice(0, comma).replace(/,/g, ' '));
    return street ? { street, suburb: text.slice(comma + 1) } : null;
  }
  const words = text.split(' ');
  for (let k = words.length - 2; k >= 2; k -= 1) {
    if (!STREET_KINDS.has(asLetters(words[k]!).replace(/[^A-Z]/g, ''))) continue;
    const street = streetOf(words.slice(0, k + 1).join(' '));
    if (street) return { street, suburb: words.slice(k + 1).join(' ') };
  }
  return null;
}

/**
 * The address in `texts`, the lines' texts with labels other than the address's taken out (null). `nz`: a
 * New Zealand card, whose town line is "TOWN POSTCODE" with no state.
 */
export function addressOf(texts: ReadonlyArray<string | null>, nz: boolean): Address {
  // Stray marks at a line's end (a speck after the postcode read as "H") are not the address.
  const content = (i: number) => texts[i]?.replace(/[^A-Za-z0-9]+$/, '').replace(/(?<=\d{4})(\s+\S{1,2})+$/, '') ?? null;
  const town = (i: number) => {
    const text = content(i);
    if (!text) return null;
    if (!nz) return AU_TOWN.exec(asLettersOutsideDigits(text));
    // No state: a line ending in four digits that is not a date, and whose words before them are a town or
    // a street and a town.
    const found = NZ_TOWN.exec(text);
    return found && readDate(text) === null && /[A-Za-z]{3}/.test(found[1]!) && (!/\d/.test(found[1]!) || /^\d/.test(found[1]!)) ? found : null;
  };
  const at = texts.findIndex((_, i) => town(i) !== null);
  if (at < 0) return NO_ADDRESS;
  const found = town(at)!;
  const [before, postcode] = nz ? [found[1]!, found[2]!] : [found[1]!, found[3]!];
  const state = nz ? null : found[2]!;
  // One line: the street starts it. Two lines: the street is the line above.
  const oneLine = /^\d/.test(before.trim()) ? splitOneLine(before.trim().toUpperCase()) : null;
  const above = at > 0 ? content(at - 1) : null;
  const street = oneLine?.street ?? (/^\d/.test(before.trim()) || !above ? null : streetOf(above.replace(/,/g, ' ')));
  const suburb = oneLine ? oneLine.suburb : /^\d/.test(before.trim()) ? '' : before;
  return {
    addressUnitNumber: street ? (street[1] ?? street[2] ?? null) : null,
    addressStreetNumber: street?.[3] ?? null,
    addressStreetName: street ? titleCase(street[4]!.trim()) : null,
    addressSuburb: place(suburb),
    addressState: state,
    addressPostcode: asDigits(postcode),
  };
}
