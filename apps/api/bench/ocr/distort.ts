import sharp from 'sharp';
import { int, pick, type Family } from './people';

// What a phone photo of a card adds (issue 33 §2): a tilt of up to 4°, a table around the card (the card
// filling 60 to 95 % of the width), light falling unevenly from one side, softness (blur), a size of its own
// and JPEG compression at quality 60 to 90. The held-out family's light comes from anywhere on the card and
// its table is another colour.

export interface Distortion {
  /** Degrees, clockwise; |tilt| ≤ 4. */
  tilt: number;
  blur: number;
  /** 0 (even) to 0.5 (one corner at half the light). */
  shade: number;
  /** The photo's width in pixels. */
  width: number;
  jpegQuality: number;
  /** How much of the photo's width the card fills (0.6 to 0.95); the table shows around it. */
  framing: number;
  /** Where the light is brightest, as a share of the photo's width and height. */
  light: [number, number];
  table: string;
}

export function drawDistortion(rnd: () => number, family: Family = 'tuning'): Distortion {
  const heldOut = family === 'held-out';
  return {
    tilt: Math.round((rnd() * 8 - 4) * 10) / 10,
    blur: Math.round((0.3 + rnd() * 0.8) * 100) / 100,
    shade: Math.round(rnd() * 45) / 100,
    width: int(rnd, 800, 1600),
    jpegQuality: int(rnd, 60, 90),
    framing: int(rnd, 60, 95) / 100,
    // Both families light the card from a random point; each lays it on tables of its own.
    light: [Math.round(rnd() * 100) / 100, Math.round(rnd() * 100) / 100],
    table: pick(rnd, heldOut ? ['#3d4a57', '#8a7a63', '#2b2b2b'] : ['#6b6258', '#4a5d3a', '#b8b2a7', '#1d2733', '#7a4a32']),
  };
}

export async function distort(png: Buffer, d: Distortion): Promise<Buffer> {
  const { width: cardWidth = 0 } = await sharp(png).metadata();
  const margin = Math.round((cardWidth / d.framing - cardWidth) / 2);
  const table = d.table;
  const turned = await sharp(png).rotate(d.tilt, { background: table }).png().toBuffer();
  const rotated = await sharp(turned).extend({ top: margin, bottom: margin, left: margin, right: margin, background: table }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(rotated).metadata();
  const light = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="${d.light[0]}" cy="${d.light[1]}" r="1.1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgb(${Math.round(255 * (1 - d.shade))},${Math.round(255 * (1 - d.shade))},${Math.round(255 * (1 - d.shade))})"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  // sharp resizes before it composites: the light goes on in a pipeline of its own.
  const lit = await sharp(rotated).composite([{ input: light, blend: 'multiply' }]).png().toBuffer();
  return sharp(lit)
    .blur(d.blur)
    .resize(d.width)
    .jpeg({ quality: d.jpegQuality })
    .toBuffer();
}
