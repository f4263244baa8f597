import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import { headingSpotOf, labelBoxOf, readLicence, readLicenceClass, withHeadingFrom, type OcrLine } from '@kerb/domain/ocr/read-licence';
import type { OcrPool } from './pool';
import { UnreadableLicenceImageError, cutOut, prepareLicenceImage, type PreparedImage, type Turn } from './prepare';

// spec 2 §7 POST /api/ocr/driverlicense: the licence's fields from its front and, when sent, its back.
// Each side is prepared and read on its own, both at once, each in two halves (readInHalves); the front's
// reading wins and the back only fills fields the front did not give (an address printed on the back, say).

/** Printed on every licence: when the first reading misses one, the image is read a second way. */
export const ALWAYS_PRINTED = ['firstName', 'lastName', 'licenseNumber', 'dateOfBirth', 'licenseDateOfExpiry', 'licenseType'] as const;

/** `first`, its null fields filled from `second`. */
export function filledFrom(first: OcrDriverLicenseResponse, second: OcrDriverLicenseResponse): OcrDriverLicenseResponse {
  const merged: Record<string, unknown> = { ...first };
  for (const [field, value] of Object.entries(second)) if (merged[field] === null && value !== null) merged[field] = value;
  return merged as OcrDriverLicenseResponse;
}

const readCount = (reading: OcrDriverLicenseResponse) => ALWAYS_PRINTED.filter((field) => reading[field] !== null).length;

/**
 * One side of a licence. Read first as one block of lines (label and value together). A class missing
 * (most often one letter standing alone) is read from the spot beside its label (classBesideLabel). If a
 * field every licence prints is still missing, the image is read again as sparse text, which finds isolated words, and fill only what is missing: each reading is checked by the parser, so a
 * second reading fills with values of the right kind or nothing. If the image reads as no licence at all
 * (no heading, at most one field), it may be sideways or upside down with no EXIF orientation to say so
 * (tesseract's own orientation detection needs data the npm package does not ship): the other three
 * quarter turns are tried and the turn that reads most is kept.
 */
export async function readLicenceSide(pool: OcrPool, image: Buffer, side: 'front' | 'back' = 'front'): Promise<OcrDriverLicenseResponse> {
  const read = async (turn: Turn) => {
    const prepared = await prepareLicenceImage(image, turn).catch((err: unknown) => {
      if (err instanceof UnreadableLicenceImageError) err.side = side;
      throw err;
    });
    let lines = await readInHalves(pool, prepared);
    let reading = readLicence(lines);
    const licence = reading.licenseState !== null || readCount(reading) > 1;
    // A licence whose heading was not read: the heading's spot, read on its own (a strip of the card).
    if (licence && reading.licenseState === null) {
      const withHeading = await headingFromSpot(pool, prepared, lines);
      if (withHeading) [lines, reading] = [withHeading, readLicence(withHeading)];
    }
    if (!licence || readCount(reading) === ALWAYS_PRINTED.length) return reading;
    // The class spot is a small cut-out read as one line, a fraction of a whole second reading: tried
    // first, so a class alone missing costs no sparse reading.
    if (reading.licenseType === null) reading = { ...reading, licenseType: await classBesideLabel(pool, prepared, lines, reading) };
    if (readCount(reading) === ALWAYS_PRINTED.length) return reading;
    return filledFrom(reading, readLicence(await pool.recognise(prepared.image, 'sparse')));
  };
  let best = await read(0);
  for (const turn of [90, 270, 180] as const) {
    if (best.licenseState !== null || readCount(best) > 1) break;
    const turned = await read(turn);
    if (readCount(turned) > readCount(best) || (best.licenseState === null && turned.licenseState !== null)) best = turned;
  }
  return best;
}

const centreOf = (line: OcrLine) => line.words.reduce((sum, w) => sum + w.box.top + w.box.height / 2, 0) / line.words.length;

/**
 * Issue 33 §2 (a licence read within half a second): the card's top and bottom halves are read at once, one
 * worker each, so a borrower waits for half the reading. The halves overlap by more than a line's height, so
 * every line is whole in the half its centre falls in, and is taken from that half only.
 */
export async function readInHalves(pool: OcrPool, prepared: PreparedImage): Promise<OcrLine[]> {
  const { width, height } = prepared.grey;
  const middle = Math.round(height / 2);
  const overlap = Math.round(height * HALVES_OVERLAP);
  const half = async (top: number, bottom: number): Promise<OcrLine[]> => {
    const image = await cutOut(prepared.grey, { left: 0, top, width, height: bottom - top });
    if (!image) return [];
    // Boxes back in the whole card's pixels, as the reader measures labels against each other.
    return (await pool.recognise(image, 'block')).map((line) => ({
      ...line, words: line.words.map((w) => ({ ...w, box: { ...w.box, top: w.box.top + top } })),
    }));
  };
  const [upper, lower] = await Promise.all([half(0, middle + overlap), half(middle - overlap, height)]);
  return [...upper.filter((line) => centreOf(line) < middle), ...lower.filter((line) => centreOf(line) >= middle)];
}

/** The halves' overlap, as a share of the card's height: a printed line is at most about a twentieth of it. */
const HALVES_OVERLAP = 0.08;

/**
 * Issue 33 §2: a heading printed light on a dark band can be lost in the whole card's reading, and the
 * layout and the unlabelled name with it. The top of the card down to the first label is read again on
 * its own, where the band no longer swamps the page; the card's lines with the heading found there, or null.
 */
async function headingFromSpot(pool: OcrPool, prepared: PreparedImage, lines: OcrLine[]): Promise<OcrLine[] | null> {
  const spot = headingSpotOf(lines);
  if (!spot) return null;
  const image = await cutOut(prepared.grey, { left: 0, top: spot.top, width: prepared.grey.width, height: spot.bottom - spot.top });
  if (!image) return null;
  const read = (await pool.recognise(image, 'block')).map((line) => ({
    ...line, words: line.words.map((w) => ({ ...w, box: { ...w.box, top: w.box.top + spot.top } })),
  }));
  return withHeadingFrom(lines, read);
}

/**
 * Issue 33 §2 ("Class C came back Not given"): a class of one letter standing alone is what both readings
 * drop most. Its label's box says where it is printed: the spot right of the label, then the one under
 * it, are cut out and read as one line each.
 */
async function classBesideLabel(pool: OcrPool, prepared: PreparedImage, lines: OcrLine[], reading: OcrDriverLicenseResponse): Promise<string | null> {
  const label = labelBoxOf(lines, 'class');
  if (!label) return null;
  const h = label.height;
  const spots = [
    { left: label.left + label.width + h * 0.3, top: label.top - h * 0.6, width: h * 30, height: h * 2.4 },
    { left: label.left - h * 0.5, top: label.top + h * 1.1, width: h * 9, height: h * 2.4 },
  ];
  for (const spot of spots) {
    const image = await cutOut(prepared.grey, spot);
    if (!image) continue;
    const text = (await pool.recognise(image, 'line')).map((l) => l.words.map((w) => w.text).join(' ')).join(' ');
    const read = readLicenceClass(text, reading.licenseState);
    if (read !== null) return read;
  }
  return null;
}

export async function readLicenceImages(pool: OcrPool, front: Buffer, back: Buffer | null): Promise<OcrDriverLicenseResponse> {
  const [fromFront, fromBack] = await Promise.all([readLicenceSide(pool, front, 'front'), back ? readLicenceSide(pool, back, 'back') : null]);
  return fromBack ? filledFrom(fromFront, fromBack) : fromFront;
}
