import type { OcrDriverLicenseResponse } from '../contracts/ocr';
import type { RegistrationState } from '../enums/index';
import { NO_ADDRESS, addressOf } from './address';
import { labelOf, labelsOf, type LabelledLine } from './labels';
import { LAYOUTS, type LicenceField, type LicenceLayout } from './layouts';
import { isRightOf, isUnder, linesOf, type Line, type OcrBox, type OcrLine } from './lines';
import { asDigits, asLetters, key, readDate, sameWord, titleCase, undoubled } from './text';

export type { OcrBox, OcrLine, OcrWord } from './lines';

// spec 2 §7 POST /api/ocr/driverlicense → "firstName, middleName, lastName, licenseNumber,
// licenseDateOfExpiry, licenseType, dateOfBirth, licenseState, addressUnitNumber, addressStreetNumber,
// addressStreetName, addressSuburb, addressState, addressPostcode". Issue 9: "Dates as YYYY-MM-DD;
// licenseState an AU state code or NZ; a field not read is null, never guessed". A pure function of the OCR
// text, so every layout's rules are tested without images.

/**
 * The layout whose heading the text carries ("NEW SOUTH WALES", "NEW ZEALAND", ...), or null. The heading
 * is printed first, so the earliest one found wins: "12 VICTORIA STREET" in a Tasmanian address is no
 * heading. At the same place, the longer heading ("SOUTH AUSTRALIA" over a shorter one it starts).
 */
export function layoutOf(lines: readonly string[]): LicenceLayout | null {
  return headingOf(lines)?.layout ?? null;
}

/** The layout and the line its heading ends on (what is printed below it starts after that line). */
export function headingOf(lines: readonly string[]): { layout: LicenceLayout; line: number } | null {
  const words = lines.flatMap((l, line) => l.split(' ').map((w) => ({ word: asLetters(key(w)), line }))).filter((w) => w.word);
  let found: { layout: LicenceLayout; at: number; line: number } | null = null;
  for (const layout of LAYOUTS) {
    const heading = layout.heading.split(' ');
    for (let at = 0; at + heading.length <= words.length && (!found || at <= found.at); at += 1) {
      if (!heading.every((h, j) => sameWord(words[at + j]!.word, h))) continue;
      const line = words[at + heading.length - 1]!.line;
      if (!found || at < found.at || layout.heading.length > found.layout.heading.length) found = { layout, at, line };
      break;
    }
  }
  return found && { layout: found.layout, line: found.line };
}

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

/**
 * spec 2 §7: the fields of a driver licence read from the OCR of its front (and back): its text, or its
 * lines with each word's box (issue 33 §2: "read by position and size as well as by label").
 */
export function readLicence(input: string | readonly string[] | readonly OcrLine[]): OcrDriverLicenseResponse {
  const lines = linesOf(input);
  const texts = lines.map((l) => l.text);
  const heading = headingOf(texts);
  const layout = heading?.layout ?? null;
  const labels = labelsOf(layout);
  const labelled = texts.map((l) => labelOf(l, labels));
  // A field's value sits right of its label (on the same line, or, when OCR split the row, the nearest line
  // beside it), else under it: the next unlabelled line below that shares the label's width (without
  // boxes, the next line). The first that reads as the field's kind wins (a stray mark after a label is
  // not its value).
  const used = new Set<number>();
  const free = (j: number) => (j >= 0 && j < lines.length && !labelled[j] ? j : -1);
  const beside = (i: number) => {
    const right = lines.map((l, j) => ({ l, j })).filter(({ l, j }) => j !== i && isRightOf(l, lines[i]!));
    return free(right.sort((a, b) => a.l.box!.left - b.l.box!.left)[0]?.j ?? -1);
  };
  const under = (i: number) => free(lines[i]!.box ? lines.findIndex((l, k) => k > i && isUnder(l, lines[i]!)) : i + 1);
  const value = <T>(field: LicenceField, read: (text: string, nextLine: boolean) => T | null): T | null => {
    const i = labelled.findIndex((l) => l?.field === field);
    if (i < 0) return null;
    const candidates: Array<[number, string, boolean]> = [[i, labelled[i]!.rest, false]];
    for (const [j, own] of [[beside(i), false], [under(i), true]] as const) if (j >= 0) candidates.push([j, texts[j]!, own]);
    for (const [at, text, own] of candidates) {
      const read_ = text.trim() ? read(text, own) : null;
      if (read_ !== null) {
        used.add(at);
        return read_;
      }
    }
    return null;
  };
  const nz = layout?.state === 'NZ';
  const nameValue = (field: LicenceField) => value(field, nameText) ?? (field === 'name' && heading ? unlabelledName(lines, labelled, heading.line) : null);
  const reading: OcrDriverLicenseResponse = {
    ...names(nameValue, layout),
    licenseNumber: value('number', (t) => licenceNumber(t, layout)),
    licenseDateOfExpiry: value('expiry', readDate),
    licenseType: value('class', (t, nextLine) => licenceClasses(t, layout, nextLine)),
    dateOfBirth: value('dob', readDate),
    licenseState: layout?.state ?? null,
    ...(nz ? { licenseVersionNumber: value('version', versionNumber) } : {}),
    ...(layout ? addressOf(texts.map((t, i) => (labelled[i]?.field === 'address' ? labelled[i]!.rest : labelled[i] ? null : t)), nz) : NO_ADDRESS),
  };
  const unlabelled = texts.filter((_, i) => !labelled[i] && !used.has(i));
  return withUnlabelledNumber(withUnlabelledDate(reading, unlabelled), unlabelled, layout);
}

/** Lines that name the issuer or the document, never a holder. */
const ISSUER = /LICEN[CS]E|DRIVER|AUSTRALIA|ZEALAND|TERRITORY|WALES|VICTORIA|QUEENSLAND|TASMANIA|GOVERNMENT|SPECIMEN/i;

/**
 * Issue 33 §2: "the holder's name is printed without a label, in larger type, directly under the issuer's
 * heading". When no name label was read, on a card whose heading was read, the name is, among the unlabelled lines below the heading, those of two or more words in capitals with no digits, the one printed largest
 * (with word boxes), or the first (text alone).
 */
function unlabelledName(lines: readonly Line[], labelled: ReadonlyArray<LabelledLine | null>, headingLine: number): string | null {
  if (labelled.some((l) => l && (l.field === 'name' || l.field === 'surname' || l.field === 'given'))) return null;
  // Directly under the heading: above the first labelled line (a footer is never the name).
  const first = labelled.findIndex(Boolean);
  const firstTop = first >= 0 ? lines[first]!.box?.top ?? null : null;
  const above = (line: Line, i: number) => first < 0 || (firstTop !== null && line.box ? line.box.top < firstTop : i < first);
  const candidates = lines
    .map((line, i) => ({ line, i, name: nameText(line.text) }))
    .filter(({ line, i, name }) => i > headingLine && !labelled[i] && above(line, i) && name !== null && !/\d/.test(line.text) && !ISSUER.test(line.text)
      && name.split(' ').filter((w) => /^[A-Z][A-Z'-]+,?$/.test(w)).length >= 2);
  if (!candidates.length) return null;
  const sized = candidates.every((c) => c.line.size !== null);
  const best = sized ? candidates.reduce((a, b) => (b.line.size! > a.line.size! ? b : a)) : candidates[0]!;
  return best.name;
}

/**
 * Where the label of `field` is printed, from lines with word boxes (null when not found): the service
 * reads the spot beside and under it again when a one-letter value was missed (issue 33 §2: a field's
 * value sits right of or under its label).
 */
export function labelBoxOf(input: readonly OcrLine[], field: LicenceField): OcrBox | null {
  const texts = linesOf(input).map((l) => l.text);
  const labels = labelsOf(headingOf(texts)?.layout ?? null);
  for (const line of input) {
    const words = line.words.filter((w) => w.text.replace(/\s+/g, ''));
    const found = labelOf(words.map((w) => w.text.replace(/\s+/g, ' ').trim()).join(' '), labels);
    if (found?.field !== field) continue;
    const label = linesOf([{ words: words.slice(0, found.words) }])[0];
    return label?.box ?? null;
  }
  return null;
}

/**
 * Issue 33 §2: a heading printed light on a dark band is what the whole card's reading drops most (the band
 * reads as one dark blot), and without it neither the layout nor the unlabelled name is read. Every layout
 * prints its heading first, above its labels: the spot to read again on its own is the card's top down to
 * the first line read as a label (null when no label was read: then no spot is known).
 */
export function headingSpotOf(input: readonly OcrLine[]): { top: number; bottom: number } | null {
  const lines = input.map((l) => linesOf([l])[0] ?? null);
  const labels = labelsOf(null);
  const tops = lines.filter((l): l is Line => l?.box != null && labelOf(l.text, labels) !== null).map((l) => l.box!.top);
  return tops.length ? { top: 0, bottom: Math.min(...tops) } : null;
}

/**
 * The card's lines with the heading read from its spot (`spot`, lines in the card's pixels): the spot's
 * lines down to the heading's take the place of whatever the card's reading gave above the heading's
 * bottom (issue 33 §2). Null when the spot reads no heading either.
 */
export function withHeadingFrom(lines: readonly OcrLine[], spot: readonly OcrLine[]): OcrLine[] | null {
  const read = spot.map((l) => linesOf([l])[0] ?? null);
  const heading = headingOf(read.map((l) => l?.text ?? ''));
  if (!heading) return null;
  const upTo = spot.slice(0, heading.line + 1);
  const bottom = Math.max(...upTo.flatMap((l) => l.words.map((w) => w.box.top + w.box.height)));
  const middle = (l: OcrLine) => l.words.reduce((sum, w) => sum + w.box.top + w.box.height / 2, 0) / Math.max(1, l.words.length);
  return [...upTo, ...lines.filter((l) => middle(l) > bottom)];
}

/** The licence classes in a spot read on its own (beside or under the class label): every word a class. */
export const readLicenceClass = (text: string, state: RegistrationState | null) =>
  licenceClasses(text, LAYOUTS.find((l) => l.state === state) ?? null, true);

/**
 * When OCR lost the licence number's label, an unlabelled line that is one word of exactly the layout's
 * number shape (stray marks and lower-case remains of its label aside; a date is none) is the number; never on a card
 * whose layout is unknown.
 */
function withUnlabelledNumber(reading: OcrDriverLicenseResponse, unlabelled: readonly string[], layout: LicenceLayout | null): OcrDriverLicenseResponse {
  if (reading.licenseNumber !== null || !layout) return reading;
  // Besides the number, a line may hold what is left of its label: lower-case fragments ("en") and marks.
  // A date is never the number, though its digits may fit the shape ("20-01-2000").
  const shaped = unlabelled
    .filter((t) => readDate(t) === null)
    .map((t) => t.split(' ').filter((w) => key(w).length > 1 && !/^[a-z]+$/.test(w)))
    .filter((words) => words.length === 1 && /\d{3}/.test(words[0]!))
    .map((words) => licenceNumber(words[0]!, layout))
    .filter((n): n is string => n !== null);
  return shaped.length === 1 ? { ...reading, licenseNumber: shaped[0]! } : reading;
}

/**
 * A licence prints two dates, birth and expiry. When OCR lost one date's label, the one date left on an
 * unlabelled line is that field's, if it falls on the right side of the other (born before expiry). When
 * both labels were lost (issue 33 §2: labels printed small above their values merge into them), two dates
 * left are birth and expiry, the earlier the birth, if it is at least HOLDER_AGE years before the other
 * (no issue date is that far from an expiry); more dates, or closer ones, say nothing.
 */
function withUnlabelledDate(reading: OcrDriverLicenseResponse, unlabelled: readonly string[]): OcrDriverLicenseResponse {
  const { dateOfBirth: dob, licenseDateOfExpiry: expiry } = reading;
  const dates = unlabelled.map(readDate).filter((d): d is string => d !== null);
  if (dob === null && expiry === null) {
    if (dates.length !== 2) return reading;
    const [born, expires] = [...dates].sort() as [string, string];
    return yearsBetween(born, expires) >= HOLDER_AGE ? { ...reading, dateOfBirth: born, licenseDateOfExpiry: expires } : reading;
  }
  if (dob !== null && expiry !== null) return reading;
  if (dates.length !== 1) return reading;
  const [date] = dates as [string];
  if (dob === null && date < expiry!) return { ...reading, dateOfBirth: date };
  if (expiry === null && date > dob!) return { ...reading, licenseDateOfExpiry: date };
  return reading;
}

/** The youngest age at which any layout licenses a driver (a learner at 15 years 9 months in the ACT, rounded down). */
const HOLDER_AGE = 15;

/** Whole years from one ISO date to a later one. */
const yearsBetween = (from: string, to: string) => Number(to.slice(0, 4)) - Number(from.slice(0, 4)) - (to.slice(5) < from.slice(5) ? 1 : 0);
