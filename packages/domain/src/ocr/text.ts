// Reading printed values out of OCR text (spec 2 §7 POST /api/ocr/driverlicense: "Dates as YYYY-MM-DD ... a
// field not read is null, never guessed", issue 9). OCR confuses a few shapes (O and 0, I and 1, S and 5,
// B and 8); where a value's kind says which it must be (a digit in a date or a postcode, a letter in a
// name) the confusion is undone, and a value that still does not fit its kind is not read (null).

const TO_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', L: '1', i: '1', '|': '1', '!': '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', b: '6', g: '9', T: '7' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '6': 'G', '2': 'Z', '|': 'I', '$': 'S' };

/** Characters that must be digits, as digits. */
export const asDigits = (s: string) => [...s].map((c) => TO_DIGIT[c] ?? c).join('');
/** Characters that must be letters, as upper-case letters. */
export const asLetters = (s: string) => [...s].map((c) => TO_LETTER[c] ?? c).join('').toUpperCase();

/**
 * OCR sometimes reads one printed letter twice, once in each case ("Cc" for "C", "WuU" for "WU"); in a
 * code printed in capitals (a licence number or class) such a pair is one letter.
 */
export function undoubled(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const [c, next] = [s[i]!, s[i + 1]];
    const pair = next !== undefined && c !== next && /[a-z]/i.test(c) && c.toUpperCase() === next.toUpperCase();
    out += pair ? c.toUpperCase() : c;
    if (pair) i += 1;
  }
  return out;
}

/** Upper case, letters and digits only: how a label or a code is compared. */
export const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Edit distance, for labels OCR misspells by a letter ("Licance", "Expirv"). */
export function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Whether an OCR'd word is the expected one: exact up to three letters, one slip in four, two in five or more. */
export const sameWord = (read: string, expected: string) =>
  read === expected || (expected.length >= 4 && distance(read, expected) <= (expected.length >= 5 ? 2 : 1));

/** "MARY-JANE O'BRIEN" → "Mary-Jane O'Brien": names and places as the borrower's form holds them. */
export const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s\-'’])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && y <= 2100 ? `${y}-${pad(m)}-${pad(d)}` : null;
}

const monthOf = (word: string) => {
  const w = asLetters(word).slice(0, 3);
  const exact = MONTHS.indexOf(w);
  if (exact >= 0) return exact + 1;
  const near = MONTHS.filter((m) => distance(m, w) <= 1);
  return near.length === 1 ? MONTHS.indexOf(near[0]!) + 1 : 0;
};

/**
 * The date printed in `text`, as YYYY-MM-DD, or null. Issue 9 names the formats: "08/02/1964" (also with
 * "-" or "." between), "21 MAR 2032" (a month's name or abbreviation) and "1964-02-08"; day first
 * otherwise, as Australia and New Zealand write dates. Never guessed: an impossible date is null.
 */
export function readDate(text: string): string | null {
  const t = text.replace(/\s*([/.-])\s*/g, '$1');
  const iso = /(?<![\w])([0-9OIlSBo]{4})-([0-9OIlSBo]{2})-([0-9OIlSBo]{2})(?![\w])/.exec(t);
  if (iso) return isoOf(Number(asDigits(iso[1]!)), Number(asDigits(iso[2]!)), Number(asDigits(iso[3]!)));
  const dmy = /(?<![\w])([0-9OIlSBo]{1,2})[/.-]([0-9OIlSBo]{1,2})[/.-]([0-9OIlSBo]{4})(?![\w])/.exec(t);
  if (dmy) return isoOf(Number(asDigits(dmy[3]!)), Number(asDigits(dmy[2]!)), Number(asDigits(dmy[1]!)));
  const named = /(?<![\w])([0-9OIlSBo]{1,2})[\s.-]*([A-Za-z0-9]{3,9})[\s.,-]*([0-9OIlSBo]{4})(?![\w])/.exec(text);
  if (named && /[A-Za-z]{2}/.test(named[2]!)) {
    const month = monthOf(named[2]!);
    if (month) return isoOf(Number(asDigits(named[3]!)), month, Number(asDigits(named[1]!)));
  }
  return null;
}
