// The reader's input (issue 33 §2 "read by position and size as well as by label"): lines of OCR text and,
// when the engine gives them, each word's box. Boxes say how large a line is printed (the holder's name is
// printed larger than the rest, directly under the issuer's heading) and which line lies under a label.

/** A rectangle in image pixels. */
export interface OcrBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OcrWord {
  text: string;
  box: OcrBox;
}

/** A line as OCR read it, with its words' boxes. */
export interface OcrLine {
  words: readonly OcrWord[];
}

/** A line as the reader works with it: its text, and, when boxes were given, where it is and its type size. */
export interface Line {
  text: string;
  box: OcrBox | null;
  /** The median height of its words: the size it is printed at (null without boxes). */
  size: number | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function lineOfWords(line: OcrLine): Line | null {
  const words = line.words.filter((w) => clean(w.text));
  if (!words.length) return null;
  const left = Math.min(...words.map((w) => w.box.left));
  const top = Math.min(...words.map((w) => w.box.top));
  const right = Math.max(...words.map((w) => w.box.left + w.box.width));
  const bottom = Math.max(...words.map((w) => w.box.top + w.box.height));
  return {
    text: clean(words.map((w) => w.text).join(' ')),
    box: { left, top, width: right - left, height: bottom - top },
    size: median(words.map((w) => w.box.height)),
  };
}

/**
 * A "word" this many times taller than the other words of its line is no print: the photo's silhouette
 * read as "PD" beside a name.
 */
const TALLER_THAN_LINE = 2.5;
/**
 * Alone on its line, a "word" must be this many times taller than the page's typical word to be dropped:
 * a name printed large with a comma's tail is nearly three times a label's height (issue 33 §2), the
 * photo's silhouette many more.
 */
const TALLER_THAN_PAGE = 4;

const printed = (line: OcrLine, page: number): OcrLine => ({
  words: line.words.filter((w, i) => {
    const others = line.words.filter((_, j) => j !== i).map((o) => o.box.height);
    return others.length ? w.box.height <= median(others) * TALLER_THAN_LINE : w.box.height <= page * TALLER_THAN_PAGE;
  }),
});

/** The lines of OCR text (or of words with boxes), spaces collapsed, blank ones dropped. */
export function linesOf(input: string | readonly string[] | readonly OcrLine[]): Line[] {
  if (typeof input === 'string') return linesOf(input.split(/\r?\n/));
  const heights = input.flatMap((l) => (typeof l === 'string' ? [] : l.words.map((w) => w.box.height)));
  const page = heights.length ? median(heights) : Infinity;
  return input
    .map((l): Line | null => (typeof l === 'string'
      ? (clean(l) ? { text: clean(l), box: null, size: null } : null)
      : lineOfWords(printed(l, page))))
    .filter((l): l is Line => l !== null);
}

/** Whether `below` lies under `above` (it starts lower and they share some of their width). */
export const isUnder = (below: Line, above: Line) =>
  below.box !== null && above.box !== null && below.box.top >= above.box.top + above.box.height * 0.5
  && below.box.left < above.box.left + above.box.width && above.box.left < below.box.left + below.box.width;

/** Whether `right` lies right of `left` on the same row (its middle within the other's height). */
export const isRightOf = (right: Line, left: Line) => {
  if (!right.box || !left.box) return false;
  const middle = right.box.top + right.box.height / 2;
  return right.box.left >= left.box.left + left.box.width - left.box.height && middle >= left.box.top && middle <= left.box.top + left.box.height;
};
