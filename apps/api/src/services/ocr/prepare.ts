import sharp, { type Sharp } from 'sharp';
import { inkBox, tiltOf, type InkMap } from './deskew';

// docs/decisions/028: the image tesseract reads. Upright by EXIF orientation, grey, contrast stretched,
// straightened when tilted, at a size where a card's print is 20 to 30 px tall (tesseract reads best
// there; larger only costs time). Kept as raw grey pixels between steps and handed over as a PGM, which
// tesseract's image library reads without decompressing anything.

/** The width a licence photo is brought to: an ID-1 card across it puts its values near 25 px tall. */
export const OCR_WIDTH = 1100;
/** The width the tilt is measured at. */
const PROBE_WIDTH = 500;
/** Tilts smaller than this are left alone (rotating blurs a little and costs time). */
const MIN_TILT = 0.4;
/** As documents accept (docs/decisions/027): a small file cannot make us decode a huge image. */
const MAX_PIXELS = 100_000_000;

/** sharp cannot decode the image (an iPhone HEIC kept as uploaded, a damaged file). */
export class UnreadableLicenceImageError extends Error {
  side: 'front' | 'back' = 'front';
}

export interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

const fromGrey = (g: Grey) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });
const toGrey = async (image: Sharp): Promise<Grey> => {
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/**
 * Ink maps of a small copy of the photo: `dark`, every pixel well below its neighbourhood's brightness
 * (text strokes and card edges, what the tilt is measured on); `print`, also every pixel well above it
 * (issue 33 §2: a heading printed light on a dark band, in shade, is print the crop must keep too).
 */
async function inkMaps(grey: Grey): Promise<{ dark: InkMap; print: InkMap }> {
  const small = await toGrey(fromGrey(grey).resize(PROBE_WIDTH));
  const background = await toGrey(fromGrey(small).blur(6));
  const dark = new Uint8Array(small.data.length);
  const print = new Uint8Array(small.data.length);
  for (let i = 0; i < dark.length; i += 1) {
    dark[i] = small.data[i]! + INK_CONTRAST < background.data[i]! ? 1 : 0;
    print[i] = dark[i] || small.data[i]! > background.data[i]! + INK_CONTRAST ? 1 : 0;
  }
  return { dark: { width: small.width, height: small.height, ink: dark }, print: { width: small.width, height: small.height, ink: print } };
}

/** How much darker (or lighter) than its neighbourhood a pixel of the small copy must be to count as ink. */
const INK_CONTRAST = 28;

/** A binary PGM (P5) of grey pixels. */
const pgm = (g: Grey) => Buffer.concat([Buffer.from(`P5\n${g.width} ${g.height}\n255\n`, 'latin1'), g.data]);

export interface PreparedImage {
  /** The image as tesseract takes it (PGM). */
  image: Buffer;
  /** The same pixels, to cut a spot out of and read again. */
  grey: Grey;
  /** The tilt corrected, in degrees (clockwise positive). */
  tilt: number;
}

/** Quarter turns clockwise applied after the EXIF orientation: a card photographed sideways or upside down. */
export type Turn = 0 | 90 | 180 | 270;

export async function prepareLicenceImage(bytes: Buffer, turn: Turn = 0): Promise<PreparedImage> {
  let photo: Grey;
  try {
    photo = await toGrey(sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate().greyscale());
  } catch (err) {
    throw new UnreadableLicenceImageError((err as Error).message);
  }
  if (turn) photo = await toGrey(fromGrey(photo).rotate(turn));
  const { dark: map, print } = await inkMaps(photo);
  const tilt = tiltOf(map);
  let image = fromGrey(photo);
  const box = inkBox(print);
  if (box) {
    // The ink's box on the photo, with a margin of 3 % of the photo's width (the crop must not cut print).
    const scale = photo.width / map.width;
    const pad = Math.round(photo.width * 0.03);
    const left = Math.max(0, Math.floor(box.left * scale) - pad);
    const top = Math.max(0, Math.floor(box.top * scale) - pad);
    const width = Math.min(photo.width - left, Math.ceil(box.width * scale) + 2 * pad);
    const height = Math.min(photo.height - top, Math.ceil(box.height * scale) + 2 * pad);
    image = fromGrey(await toGrey(fromGrey(photo).extract({ left, top, width, height })));
  }
  // Each step its own pipeline: sharp would otherwise rotate before it crops.
  if (Math.abs(tilt) >= MIN_TILT) image = fromGrey(await toGrey(image.rotate(-tilt, { background: { r: 255, g: 255, b: 255 } })));
  const ready = await toGrey(image.resize(OCR_WIDTH).normalise());
  return { image: pgm(ready), grey: ready, tilt: Math.abs(tilt) >= MIN_TILT ? tilt : 0 };
}

/** The part of a prepared image inside `box` (clipped to the image), as a PGM for tesseract; null when empty. */
export async function cutOut(grey: Grey, box: { left: number; top: number; width: number; height: number }): Promise<Buffer | null> {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const width = Math.min(grey.width - left, Math.round(box.width));
  const height = Math.min(grey.height - top, Math.round(box.height));
  if (width < 8 || height < 8) return null;
  return pgm(await toGrey(fromGrey(grey).extract({ left, top, width, height })));
}
