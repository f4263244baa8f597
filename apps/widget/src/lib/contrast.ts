// UI.md "Brand": text on the partner's primary colour must meet WCAG AA (4.5:1); when the partner's
// colour fails, fall back to dark or light text automatically. Pure helpers, no DOM.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const AA_NORMAL_TEXT = 4.5;
export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#abc`, `abc`, `#aabbcc` or `aabbcc` (spec 1 §5: colour parameters are hex without the #). */
export function parseHex(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** Normalises a hex colour to `#rrggbb`, or null when it is not a hex colour. */
export function normaliseHex(hex: string): string | null {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

// WCAG 2.x relative luminance.
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const la = relativeLuminance(ra);
  const lb = relativeLuminance(rb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const meetsAA = (fg: string, bg: string) => contrastRatio(fg, bg) >= AA_NORMAL_TEXT;

/** The text colour to use on a background: dark or light, whichever contrasts more (UI.md "Brand"). */
export function readableTextOn(background: string): string {
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return { r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount };
}

/**
 * The brand colour itself when it reaches AA on the background, else the brand colour darkened (or
 * lightened, on dark backgrounds) just enough to reach it: links and outlines stay on brand and legible.
 */
export function ensureContrast(foreground: string, background: string, ratio = AA_NORMAL_TEXT): string {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return DARK_TEXT;
  if (contrastRatio(toHex(fg), background) >= ratio) return toHex(fg);
  const target = relativeLuminance(bg) > 0.5 ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(mix(fg, target, step / 20));
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toHex(target);
}
