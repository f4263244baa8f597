// The small tilt of a hand-held photo (issue 9: "deskew or rotation"), found by projection profiles: the
// ink of a card's text lines, summed along rows, gives the sharpest peaks when the rows follow the lines.
// Tried from -MAX_TILT to +MAX_TILT degrees on a small copy of the image; tesseract itself copes with
// about a degree, so a coarse step suffices.

export const MAX_TILT = 6;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;

export interface InkMap {
  width: number;
  height: number;
  /** 1 where a pixel is ink (much darker than its surroundings), else 0. */
  ink: Uint8Array;
}

function sharpness(map: InkMap, xs: Int32Array, ys: Int32Array, degrees: number): number {
  const a = (degrees * Math.PI) / 180;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  const offset = Math.ceil(map.width * Math.abs(sin)) + 1;
  const rows = new Float64Array(map.height + 2 * offset + 2);
  for (let i = 0; i < xs.length; i += 1) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + offset]! += 1;
  let sum = 0;
  for (const r of rows) sum += r * r;
  return sum;
}

/** The angle in degrees (clockwise positive) the text lines of the image are tilted by. */
export function tiltOf(map: InkMap): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < map.height; y += 1) {
    for (let x = 0; x < map.width; x += 1) if (map.ink[y * map.width + x]) { xs.push(x); ys.push(y); }
  }
  if (xs.length < 50) return 0;
  const X = Int32Array.from(xs);
  const Y = Int32Array.from(ys);
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let d = from; d <= to + 1e-9; d += step) {
      const s = sharpness(map, X, Y, d);
      if (s > score) [score, angle] = [s, d];
    }
    return angle;
  };
  const coarse = best(-MAX_TILT, MAX_TILT, COARSE_STEP);
  return Math.round(best(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP) * 10) / 10;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the ink is: the box holding all but the outermost 0.5 % of ink pixels on each side (a speck on the
 * table does not widen it). A licence photographed on a table is cropped to it, so the card's print is
 * read at full size; on a textured background the box is the whole photo and nothing is cut.
 */
export function inkBox(map: InkMap): Box | null {
  const cols = new Uint32Array(map.width);
  const rows = new Uint32Array(map.height);
  let total = 0;
  for (let y = 0; y < map.height; y += 1) {
    for (let x = 0; x < map.width; x += 1) {
      if (!map.ink[y * map.width + x]) continue;
      cols[x]! += 1;
      rows[y]! += 1;
      total += 1;
    }
  }
  if (total < 50) return null;
  const span = (counts: Uint32Array): [number, number] => {
    const cut = total * 0.005;
    let from = 0;
    for (let seen = 0; from < counts.length && seen + counts[from]! <= cut; from += 1) seen += counts[from]!;
    let to = counts.length - 1;
    for (let seen = 0; to > from && seen + counts[to]! <= cut; to -= 1) seen += counts[to]!;
    return [from, to];
  };
  const [left, right] = span(cols);
  const [top, bottom] = span(rows);
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}
