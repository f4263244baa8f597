import { COMMON_LABELS, type LicenceField, type LicenceLayout } from './layouts';
import { asLetters, key, sameWord } from './text';

// Which field a line of OCR text is labelled with, and what follows the label on that line. A label is
// matched word by word allowing a slipped letter; a short field code before it ("4d", "1") is skipped.

export interface LabelledLine {
  field: LicenceField;
  /** The rest of the line after the label ("" when the value is on the next line). */
  rest: string;
  /** How many of the line's words the label (with its field code) takes. */
  words: number;
}

type Label = { field: LicenceField; words: string[] };

export function labelsOf(layout: LicenceLayout | null): Label[] {
  const all: Label[] = [];
  for (const field of Object.keys(COMMON_LABELS) as LicenceField[]) {
    const texts = [...(layout?.labels[field] ?? []), ...COMMON_LABELS[field]];
    for (const text of new Set(texts)) all.push({ field, words: text.split(' ').map(key).filter(Boolean) });
  }
  // The longest label that fits wins: "Licence Expiry" over "Licence", "Expiry Date" over "Expiry".
  return all.sort((a, b) => b.words.join('').length - a.words.join('').length);
}

// Word by word; two label words OCR ran together ("OtherNames") match one token.
function matchAt(tokens: string[], from: number, words: string[], clipping: boolean): number | null {
  let i = from;
  for (let w = 0; w < words.length; w += 1) {
    while (i < tokens.length && key(tokens[i]!) === '') i += 1;
    if (i >= tokens.length) return null;
    const read = asLetters(key(tokens[i]!));
    // A short closing word may lose its last letter ("Licence N" for "Licence No");
    // The opening word may lose its first letters where print meets the photo ("ensee" for "Licensee").
    const clipped = clipping && ((w > 0 && words[w]!.length === 2 && read === words[w]![0])
      || (w === 0 && read.length >= 4 && read.length < words[w]!.length && words[w]!.endsWith(read)));
    if (!clipped && !sameWord(read, words[w]!)) {
      if (w + 1 >= words.length || !sameWord(read, words[w]! + words[w + 1]!)) return null;
      w += 1;
    }
    i += 1;
  }
  return i;
}

// "4d", "1", "3." and as OCR misreads them ("ad", "l"): one or two letters or digits.
const isFieldCode = (token: string) => /^[0-9A-Za-z]{1,2}[.)]?$/.test(token);

export function labelOf(line: string, labels: Label[]): LabelledLine | null {
  const tokens = line.split(' ');
  const starts = tokens.length > 1 && isFieldCode(tokens[0]!) ? [0, 1] : [0];
  // Whole labels first; clipped ones only when none fits ("Name" is a whole label, not a clipped "Surname").
  for (const clipping of [false, true]) {
    for (const label of labels) {
      for (const start of starts) {
        const end = matchAt(tokens, start, label.words, clipping);
        if (end !== null) return { field: label.field, rest: tokens.slice(end).join(' ').replace(/^[\s:;.,\-|]+/, ''), words: end };
      }
    }
  }
  return null;
}
