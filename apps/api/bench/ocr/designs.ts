import type { RegistrationState } from '@kerb/domain/enums/index';
import { int, pick } from './people';

// Fictional card designs, one per layout the licence reader knows (the eight Australian states and
// territories and New Zealand): own colours, field labels, name order and date format each. They imitate
// no real card's artwork; only the kind of wording a licence prints is kept, so the reader is tested
// against the variety it will meet.

export type NameStyle = 'given-family' | 'family-comma-given' | 'separate';

export interface Design {
  state: RegistrationState;
  title: [string, string];
  band: string;
  ink: string;
  font: string;
  /** Labels above their values (true) or beside them on the same line. */
  stacked: boolean;
  photo: 'left' | 'right';
  /** How the holder's name may be printed on this design; each card draws one. */
  names: readonly NameStyle[];
  labels: {
    name: string; surname: string; given: string;
    number: string; dob: string; expiry: string; class: string;
    address: string;
    version?: string;
  };
  date: (iso: string) => string;
  number: (rnd: () => number) => string;
  classes: readonly string[];
  postcode: (rnd: () => number) => string;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const parts = (iso: string) => iso.split('-') as [string, string, string];
const dmy = (sep: string) => (iso: string) => { const [y, m, d] = parts(iso); return `${d}${sep}${m}${sep}${y}`; };
const dMonY = (title: boolean) => (iso: string) => {
  const [y, m, d] = parts(iso);
  const mon = MONTHS[Number(m) - 1]!;
  return `${d} ${title ? mon[0] + mon.slice(1).toLowerCase() : mon} ${y}`;
};
const digits = (n: number) => (rnd: () => number) => String(int(rnd, 1, 9)) + Array.from({ length: n - 1 }, () => int(rnd, 0, 9)).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rnd: () => number, n: number) => Array.from({ length: n }, () => pick(rnd, [...LETTERS])).join('');
const postcode = (from: number, to: number) => (rnd: () => number) => String(int(rnd, from, to)).padStart(4, '0');
/** The three date styles issue 33 §2 names ("01/03/1979", "17 MAY 2027", "17-12-1977"); each card draws one of them or its design's own. */
export const DATE_STYLES = [dmy('/'), dMonY(false), dmy('-')] as const;
// Name styles by design: where a layout prints the family name first it does so with a comma.
const GIVEN_FIRST: readonly NameStyle[] = ['given-family', 'given-family', 'separate'];
const FAMILY_FIRST: readonly NameStyle[] = ['family-comma-given', 'family-comma-given', 'separate'];
const SEPARATE_FIRST: readonly NameStyle[] = ['separate', 'separate', 'given-family'];
const AU_CLASSES = ['C', 'C', 'C', 'R', 'LR', 'MR', 'HR', 'HC'] as const;

export const DESIGNS: readonly Design[] = [
  {
    state: 'NSW', title: ['NEW SOUTH WALES', 'DRIVER LICENCE'], band: '#1f4e8c', ink: '#10203a', font: 'DejaVu Sans',
    stacked: false, photo: 'left', names: GIVEN_FIRST,
    labels: { name: 'Name', surname: 'Surname', given: 'Given Names', number: 'Licence No.', dob: 'Date of Birth', expiry: 'Expiry', class: 'Class', address: 'Address' },
    date: dMonY(false), number: digits(8), classes: AU_CLASSES, postcode: postcode(2000, 2599),
  },
  {
    state: 'VIC', title: ['VICTORIA', 'DRIVER LICENCE'], band: '#0b6e4f', ink: '#0d2a20', font: 'Liberation Sans',
    stacked: true, photo: 'right', names: FAMILY_FIRST,
    labels: { name: 'Licence Holder', surname: 'Surname', given: 'Given Names', number: 'Licence Number', dob: 'Date of Birth', expiry: 'Licence Expiry', class: 'Licence Type', address: 'Residential Address' },
    date: dmy('-'), number: digits(9), classes: AU_CLASSES, postcode: postcode(3000, 3999),
  },
  {
    state: 'QLD', title: ['QUEENSLAND', 'DRIVER LICENCE'], band: '#7a1f3d', ink: '#2a0d17', font: 'DejaVu Sans',
    stacked: false, photo: 'right', names: SEPARATE_FIRST,
    labels: { name: 'Name', surname: 'Family Name', given: 'Given Names', number: 'Licence No', dob: 'DOB', expiry: 'Expires', class: 'Class', address: 'Address' },
    date: dmy('/'), number: digits(9), classes: AU_CLASSES, postcode: postcode(4000, 4999),
  },
  {
    state: 'SA', title: ['SOUTH AUSTRALIA', "DRIVER'S LICENCE"], band: '#b5121b', ink: '#2b0a0c', font: 'Liberation Sans',
    stacked: false, photo: 'left', names: GIVEN_FIRST,
    labels: { name: 'Licensee', surname: 'Surname', given: 'Given Names', number: 'Licence No', dob: 'Birth Date', expiry: 'Expiry Date', class: 'Classes', address: 'Address' },
    date: dMonY(true), number: (rnd) => letters(rnd, 1) + digits(5)(rnd), classes: AU_CLASSES, postcode: postcode(5000, 5799),
  },
  {
    state: 'WA', title: ['WESTERN AUSTRALIA', "DRIVER'S LICENCE"], band: '#c77d0a', ink: '#2e1d03', font: 'DejaVu Sans',
    stacked: true, photo: 'left', names: FAMILY_FIRST,
    labels: { name: 'Name', surname: 'Surname', given: 'Given Names', number: 'Licence No', dob: 'Date of Birth', expiry: 'Expiry Date', class: 'Class', address: 'Address' },
    date: dmy('/'), number: digits(7), classes: AU_CLASSES, postcode: postcode(6000, 6799),
  },
  {
    state: 'TAS', title: ['TASMANIA', 'DRIVER LICENCE'], band: '#2f6b2f', ink: '#102410', font: 'Liberation Sans',
    stacked: false, photo: 'right', names: SEPARATE_FIRST,
    labels: { name: 'Name', surname: 'Surname', given: 'Other Names', number: 'Licence No.', dob: 'DOB', expiry: 'Expiry', class: 'Class', address: 'Address' },
    date: dmy('.'), number: (rnd) => letters(rnd, 1) + digits(5)(rnd), classes: AU_CLASSES, postcode: postcode(7000, 7799),
  },
  {
    state: 'ACT', title: ['AUSTRALIAN CAPITAL TERRITORY', 'DRIVER LICENCE'], band: '#3b3b8f', ink: '#14143a', font: 'DejaVu Sans',
    stacked: false, photo: 'left', names: GIVEN_FIRST,
    labels: { name: 'Name', surname: 'Surname', given: 'Given Names', number: 'Licence No', dob: 'Date of Birth', expiry: 'Expiry Date', class: 'Licence Class', address: 'Address' },
    date: (iso) => iso, number: digits(10), classes: AU_CLASSES, postcode: postcode(2600, 2618),
  },
  {
    state: 'NT', title: ['NORTHERN TERRITORY', 'DRIVER LICENCE'], band: '#a4420f', ink: '#331405', font: 'Liberation Sans',
    stacked: true, photo: 'right', names: FAMILY_FIRST,
    labels: { name: 'Name', surname: 'Surname', given: 'Given Names', number: 'Licence Number', dob: 'Birth Date', expiry: 'Valid To', class: 'Class', address: 'Address' },
    date: dMonY(false), number: digits(7), classes: AU_CLASSES, postcode: postcode(800, 899),
  },
  {
    state: 'NZ', title: ['NEW ZEALAND', 'DRIVER LICENCE'], band: '#222222', ink: '#111111', font: 'DejaVu Sans',
    stacked: false, photo: 'left', names: ['separate', 'separate', 'given-family'],
    labels: { name: '1 Name', surname: '1 Surname', given: '2 First Names', dob: '3 Date of Birth', expiry: '4b Expiry', number: '4d Licence No', version: '4e Version', class: '5 Class', address: '8 Address' },
    date: dmy('/'), number: (rnd) => letters(rnd, 2) + digits(6)(rnd), classes: ['1', '1', '6', '2', '1 6'], postcode: postcode(110, 9899),
  },
];
