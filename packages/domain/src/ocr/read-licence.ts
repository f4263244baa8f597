import { AU_STATES } from '../enums/index';
import type { OcrDriverLicenseResponse } from '../contracts/ocr';
import { labelOf, labelsOf, type LabelledLine } from './labels';
import { LAYOUTS, type LicenceField, type LicenceLayout } from './layouts';
import { asDigits, asLetters, key, readDate, sameWord, titleCase, undoubled } from './text';

// spec 2 §7 POST /api/ocr/driverlicense → "firstName, middleName, lastName, licenseNumber,
// licenseDateOfExpiry, licenseType, dateOfBirth, licenseState, addressUnitNumber, addressStreetNumber,
// addressStreetName, addressSuburb, addressState, addressPostcode". Issue 9: "Dates as YYYY-MM-DD;
// licenseState an AU state code or NZ; a field not read is null, never guessed". A pure function of the OCR
// text, so every layout's rules are tested without images.

/** The lines of OCR text, trimmed, spaces collapsed, blank ones dropped. */
export const linesOf = (text: string | readonly string[]) =>
  (typeof text === 'string' ? text.split(/\r?\n/) : text).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);

/**
 * The layout whose heading the text carries ("NEW SOUTH WALES", "NEW ZEALAND", ...), or null. The heading
 * is printed first, so the earliest one found wins: "12 VICTORIA STREET" in a Tasmanian address is no
 * heading. At the same place, the longer heading ("SOUTH AUSTRALIA" over a shorter one it starts).
 */
export function layoutOf(lines: readonly string[]): LicenceLayout | null {
  const words = lines.flatMap((l) => l.split(' ').map((w) => asLetters(key(w)))).filter(Boolean);
  let found: { layout: LicenceLayout; at: number } | null = null;
  for (const layout of LAYOUTS) {
    const heading = layout.heading.split(' ');
    for (let at = 0; at + heading.length <= words.length && (!found || at <= found.at); at += 1) {
      if (!heading.every((h, j) => sameWord(words[at + j]!, h))) continue;
      if (!found || at < found.at || layout.heading.length > found.layout.heading.length) found = { layout, at };
      break;
    }
  }
  return found?.layout ?? null;
}

const STATE_LINE = new RegExp(`^(.*?)[\\s,]+(${AU_STATES.join('|')})[\\s,]+([0-9OoIlSB]{4})$`);
const STREET = /^(?:(?:U|UNIT|APT|FLAT)\s*([0-9]+[A-Z]?)[\s,/]+|([0-9]+[A-Z]?)\s*\/\s*)?([0-9]+[A-Z]?)\s+([A-Z][A-Z' -]+)$/;

/** NZ "4e Version": three digits. */
const versionNumber = (text: string) => {
  const digits = asDigits(key(undoubled(text.split(' ')[0]!)));
  return /^\d{3}$/.test(digits) ? digits : null;
};

/**
 * The name words of a line, without the stray marks OCR adds beside a name printed in capitals (a
 * lower-case "re", a lone "l"): in such a line a word with lower-case letters, or of one letter, is not
 * part of the name (a middle initial alone is therefore not read). Null when no word of two letters is left.
 */
function nameText(text: string): string | null {
  const words = text.split(' ');
  const capitals = words.some((w) => /^[A-Z][A-Z'-]+,?$/.test(w));
  const kept = words.filter((w) => key(w).length > 1 && !(capitals && /[a-z]/.test(w)));
  return kept.some((w) => /[A-Za-z]{2}/.test(w)) ? kept.join(' ') : null;
}

/** A name as printed, as letters (digits OCR put in are the letters they resemble), or null. */
function nameWords(text: string | null): string[] | null {
  if (!text) return null;
  const words = text.split(/[\s,]+/).map((w) => asLetters(w).replace(/[^A-Z'-]/g, '')).filter((w) => /[A-Z]/.test(w));
  return words.length ? words.map(titleCase) : null;
}

function names(value: (field: LicenceField) => string | null, layout: LicenceLayout | null) {
  const none = { firstName: null, middleName: null, lastName: null };
  let family: string[] | null;
  let given: string[] | null;
  const surname = value('surname');
  const whole = value('name');
  if (surname !== null || value('given') !== null) {
    family = nameWords(surname);
    given = nameWords(value('given'));
  } else if (whole !== null && whole.includes(',')) {
    // "CITIZEN, JOHN WILLIAM": the comma says which is the family name, whatever the layout.
    const [f, ...g] = whole.split(',');
    family = nameWords(f!);
    given = nameWords(g.join(' '));
  } else {
    const words = nameWords(whole);
    if (!words || words.length < 2) return none;
    if (layout?.nameOrder === 'family-given') [family, given] = [words.slice(0, 1), words.slice(1)];
    else [family, given] = [words.slice(-1), words.slice(0, -1)];
  }
  return {
    firstName: given?.[0] ?? null,
    middleName: given && given.length > 1 ? given.slice(1).join(' ') : null,
    lastName: family ? family.join(' ') : null,
  };
}

/** The licence number in the layout's shape (leading letters, then digits), or null. */
function licenceNumber(text: string | null, layout: LicenceLayout | null): string | null {
  if (!text) return null;
  const shape = layout?.number ?? { letters: 0, length: [4, 12] as const };
  // "$" is an S to OCR, and no licence number has one.
  const tokens = text.replace(/\$/g, 'S').split(' ').map((t) => key(undoubled(t))).filter(Boolean);
  for (const raw of [tokens[0] ?? '', tokens.join('')]) {
    const fixed = asLetters(raw.slice(0, shape.letters)) + asDigits(raw.slice(shape.letters));
    const fits = new RegExp(`^[A-Z]{${shape.letters}}[0-9]+$`).test(fixed);
    if (fits && fixed.length >= shape.length[0] && fixed.length <= shape.length[1]) return fixed;
  }
  return null;
}

/**
 * The classes printed ("C", "LR", "1 6"), each one the layout knows, from the first word on while they are
 * classes (stray marks may follow); null when the first is none. On a line of its own (`whole`), every word
 * must be a class: a line that is something else gives none.
 */
function licenceClasses(text: string, layout: LicenceLayout | null, whole: boolean): string | null {
  const known = new Set(layout?.classes ?? LAYOUTS.flatMap((l) => l.classes));
  const numeric = layout?.state === 'NZ';
  const words = text
    .split(/[\s,;/]+/)
    .filter(Boolean)
    // No class has a lower-case letter, an "O" or a bracket: a lone bold C is read as "(", "[", "o", "e" or
    // "eo"; a word of only those shapes is that C (read twice when two).
    .map((w) => (numeric ? w : w.replace(/^[([{©€ceo]+$/, (m) => 'C'.repeat(Math.min(m.length, 2)))))
    .map((w) => key(undoubled(w)))
    // New Zealand's classes are digits ("l" is a 1), and "1 6" printed close is read "16".
    .flatMap((w) => (numeric && !known.has(w) && /^\d+$/.test(asDigits(w)) ? [...asDigits(w)] : [w]))
    // "CC": the same doubling in one case; no class is a letter twice.
    .map((w) => (known.has(w) ? w : w.replace(/^([A-Z])\1$/, '$1')));
  const end = words.findIndex((w) => !known.has(w));
  if (whole && end >= 0) return null;
  const read = end < 0 ? words : words.slice(0, end);
  return read.length ? read.join(' ') : null;
}

/** The first address: "[unit/]number street" then "SUBURB STATE POSTCODE". */
function address(lines: readonly string[], labelled: ReadonlyArray<LabelledLine | null>) {
  const none = { addressUnitNumber: null, addressStreetNumber: null, addressStreetName: null, addressSuburb: null, addressState: null, addressPostcode: null };
  // A line's text without its "Address" label, if it has one, and without stray marks at its end (a
  // speck after the postcode read as "H").
  const content = (i: number) => ((labelled[i]?.field === 'address' ? labelled[i]!.rest : labelled[i] ? null : lines[i]) ?? null)?.replace(/[^A-Za-z0-9]+$/, '').replace(/(?<=\d{4})(\s+\S{1,2})+$/, '') ?? null;
  const at = lines.findIndex((_, i) => STATE_LINE.test(asLettersOutsideDigits(content(i) ?? '')));
  if (at < 0) return none;
  const [, suburb, state, postcode] = STATE_LINE.exec(asLettersOutsideDigits(content(at)!))!;
  const streetLine = at > 0 ? content(at - 1) : null;
  const street = streetLine ? STREET.exec(streetNumbersFixed(streetLine.toUpperCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim())) : null;
  const suburbName = suburb!.replace(/[^A-Za-z' -]/g, '').trim();
  return {
    addressUnitNumber: street ? (street[1] ?? street[2] ?? null) : null,
    addressStreetNumber: street?.[3] ?? null,
    addressStreetName: street ? titleCase(street[4]!.trim()) : null,
    addressSuburb: suburbName ? titleCase(suburbName) : null,
    addressState: state!,
    addressPostcode: asDigits(postcode!),
  };
}

// "3l/1S5 MILLER LANE": the first word, numbers and a slash, is digits (a trailing letter is a suffix: 12A).
const streetNumbersFixed = (line: string) =>
  line.replace(/^[0-9OILSB]+[A-Z]?(\s*\/\s*[0-9OILSB]+[A-Z]?)?(?= )/, (all) => all.replace(/[OILSB](?=[0-9OILSB/])/g, (c) => asDigits(c === 'L' ? 'l' : c)));

// In "EASTWOOD VlC 3632" the state's letters and the postcode's digits are told apart by position.
const asLettersOutsideDigits = (line: string) =>
  line.replace(/\b([A-Za-z0-9|]{2,3})([\s,]+)([0-9OoIlSB]{4})\s*$/, (_, st: string, sp: string, pc: string) => `${asLetters(st)}${sp}${pc}`);

/** spec 2 §7: the fields of a driver licence read from the OCR text of its front (and back). */
export function readLicence(text: string | readonly string[]): OcrDriverLicenseResponse {
  const lines = linesOf(text);
  const layout = layoutOf(lines);
  const labels = labelsOf(layout);
  const labelled = lines.map((l) => labelOf(l, labels));
  // A field's value: after its label on the same line, else on the next line when that carries no label;
  // the first of the two that reads as the field's kind (a stray mark after a label is not its value).
  const used = new Set<number>();
  const value = <T>(field: LicenceField, read: (text: string, nextLine: boolean) => T | null): T | null => {
    const i = labelled.findIndex((l) => l?.field === field);
    if (i < 0) return null;
    const candidates: Array<[number, string]> = [[i, labelled[i]!.rest], [i + 1, i + 1 < lines.length && !labelled[i + 1] ? lines[i + 1]! : '']];
    for (const [at, text] of candidates) {
      const read_ = text.trim() ? read(text, at > i) : null;
      if (read_ !== null) {
        used.add(at);
        return read_;
      }
    }
    return null;
  };
  const nz = layout?.state === 'NZ';
  const reading: OcrDriverLicenseResponse = {
    ...names((field) => value(field, nameText) ?? (field === 'name' ? unlabelledName(lines, labelled) : null), layout),
    licenseNumber: value('number', (t) => licenceNumber(t, layout)),
    licenseDateOfExpiry: value('expiry', readDate),
    licenseType: value('class', (t, nextLine) => licenceClasses(t, layout, nextLine)),
    dateOfBirth: value('dob', readDate),
    licenseState: layout?.state ?? null,
    ...(nz ? { licenseVersionNumber: value('version', versionNumber) } : {}),
    ...(nz ? address([], []) : address(lines, labelled)),
  };
  return withUnlabelledDate(reading, lines.filter((_, i) => !labelled[i] && !used.has(i)));
}

/**
 * Every layout prints the holder's name first under the heading: when OCR lost the name's label, the
 * unlabelled line just before the first labelled one, if it is not the heading, is the name.
 */
function unlabelledName(lines: readonly string[], labelled: ReadonlyArray<LabelledLine | null>): string | null {
  if (labelled.some((l) => l && (l.field === 'name' || l.field === 'surname' || l.field === 'given'))) return null;
  const first = labelled.findIndex(Boolean);
  const line = first > 0 && !labelled[first - 1] ? lines[first - 1]! : null;
  // Not the heading, and no digits: a misread label with its date ("Bath Date 03 Aug 1980") is no name.
  return line && !/\d/.test(line) && !/LICEN[CS]E|DRIVER|AUSTRALIA|ZEALAND|TERRITORY|WALES|VICTORIA|QUEENSLAND|TASMANIA/i.test(line) ? nameText(line) : null;
}

/**
 * A licence prints two dates, birth and expiry. When OCR lost one date's label, the one date left on an
 * unlabelled line is that field's, if it falls on the right side of the other (born before expiry).
 */
function withUnlabelledDate(reading: OcrDriverLicenseResponse, unlabelled: readonly string[]): OcrDriverLicenseResponse {
  const { dateOfBirth: dob, licenseDateOfExpiry: expiry } = reading;
  if ((dob === null) === (expiry === null)) return reading;
  const dates = unlabelled.map(readDate).filter((d): d is string => d !== null);
  if (dates.length !== 1) return reading;
  const [date] = dates as [string];
  if (dob === null && date < expiry!) return { ...reading, dateOfBirth: date };
  if (expiry === null && date > dob!) return { ...reading, licenseDateOfExpiry: date };
  return reading;
}
