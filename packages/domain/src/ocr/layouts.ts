import type { RegistrationState } from '../enums/index';

// The licence layouts the reader knows (issue 9 "Licence OCR": "all eight Australian states and territories
// and New Zealand, each with its own field labels and date formats"). A layout is told by its heading; its
// labels say where each field is printed, its name order how the holder's name reads, and its number shape
// which characters of the licence number are letters and which digits.

export type LicenceField = 'name' | 'surname' | 'given' | 'number' | 'version' | 'dob' | 'expiry' | 'class' | 'address';

/** given-family: "JOHN WILLIAM CITIZEN"; family-given: "CITIZEN, JOHN WILLIAM" (a comma, when read, decides). */
export type NameOrder = 'given-family' | 'family-given';

export interface LicenceLayout {
  state: RegistrationState;
  /** Words of the card's heading that name the issuer. */
  heading: string;
  labels: Partial<Record<LicenceField, readonly string[]>>;
  nameOrder: NameOrder;
  /** The licence number: how many leading letters, then digits, and how many characters in all. */
  number: { letters: number; length: readonly [number, number] };
  /** Licence classes as printed on this layout. */
  classes: readonly string[];
}

const AU_CLASSES = ['C', 'R', 'RE', 'LR', 'MR', 'HR', 'HC', 'MC', 'CA', 'L', 'P', 'P1', 'P2'] as const;
const digits = (min: number, max: number) => ({ letters: 0, length: [min, max] as const });

/** Labels most layouts share; a layout's own come first. */
export const COMMON_LABELS: Record<LicenceField, readonly string[]> = {
  name: ['Name', 'Full Name'],
  surname: ['Surname', 'Family Name', 'Last Name'],
  given: ['Given Names', 'Given Name', 'First Names', 'First Name', 'Other Names'],
  number: ['Licence No', 'Licence Number', 'Licence No.', 'Lic No'],
  version: ['Version', 'Card Version'],
  dob: ['Date of Birth', 'DOB', 'Birth Date', 'Born'],
  expiry: ['Expiry Date', 'Expiry', 'Expires', 'Licence Expiry', 'Valid To', 'Valid Until', 'Date of Expiry'],
  class: ['Class', 'Classes', 'Licence Class', 'Licence Type', 'Type'],
  address: ['Address', 'Residential Address'],
};

export const LAYOUTS: readonly LicenceLayout[] = [
  { state: 'NSW', heading: 'NEW SOUTH WALES', labels: { name: ['Name'], number: ['Licence No.'], dob: ['Date of Birth'], expiry: ['Expiry'], class: ['Class'] }, nameOrder: 'given-family', number: digits(6, 8), classes: AU_CLASSES },
  { state: 'VIC', heading: 'VICTORIA', labels: { name: ['Licence Holder'], number: ['Licence Number'], expiry: ['Licence Expiry'], class: ['Licence Type'], address: ['Residential Address'] }, nameOrder: 'family-given', number: digits(6, 10), classes: AU_CLASSES },
  { state: 'QLD', heading: 'QUEENSLAND', labels: { surname: ['Family Name'], given: ['Given Names'], dob: ['DOB'], expiry: ['Expires'] }, nameOrder: 'given-family', number: digits(8, 9), classes: AU_CLASSES },
  { state: 'SA', heading: 'SOUTH AUSTRALIA', labels: { name: ['Licensee'], dob: ['Birth Date'], expiry: ['Expiry Date'], class: ['Classes'] }, nameOrder: 'given-family', number: { letters: 1, length: [6, 6] }, classes: AU_CLASSES },
  { state: 'WA', heading: 'WESTERN AUSTRALIA', labels: { name: ['Name'], expiry: ['Expiry Date'] }, nameOrder: 'family-given', number: digits(7, 7), classes: AU_CLASSES },
  { state: 'TAS', heading: 'TASMANIA', labels: { surname: ['Surname'], given: ['Other Names'], dob: ['DOB'] }, nameOrder: 'given-family', number: { letters: 1, length: [6, 6] }, classes: AU_CLASSES },
  { state: 'ACT', heading: 'AUSTRALIAN CAPITAL TERRITORY', labels: { class: ['Licence Class'] }, nameOrder: 'given-family', number: digits(6, 10), classes: AU_CLASSES },
  { state: 'NT', heading: 'NORTHERN TERRITORY', labels: { number: ['Licence Number'], dob: ['Birth Date'], expiry: ['Valid To'] }, nameOrder: 'family-given', number: digits(5, 10), classes: AU_CLASSES },
  {
    state: 'NZ', heading: 'NEW ZEALAND',
    // The fields carry numbers on the card ("1 Surname", "4d Licence No", "4e Version"); the reader skips them.
    labels: { surname: ['Surname'], given: ['First Names', 'Other Names'], dob: ['Date of Birth'], expiry: ['Expiry'], number: ['Licence No'], version: ['Version'], class: ['Class', 'Classes'] },
    nameOrder: 'given-family', number: { letters: 2, length: [8, 8] }, classes: ['1', '2', '3', '4', '5', '6', '1L', '1R', '6L', '6R'],
  },
];
