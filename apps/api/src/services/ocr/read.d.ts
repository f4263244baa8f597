import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import type { OcrPool } from './pool';
/** `first`, its null fields filled from `second`. */
export declare function filledFrom(first: OcrDriverLicenseResponse, second: OcrDriverLicenseResponse): OcrDriverLicenseResponse;
/**
 * One side of a licence. Read first as one block of lines (label and value together). If a field every
 * licence prints is missing (most often a class of one letter standing alone), read again as sparse text,
 * which finds isolated words, and fill only what is missing: each reading is checked by the parser, so a
 * second reading fills with values of the right kind or nothing. If the image reads as no licence at all
 * (no heading, at most one field), it may be sideways or upside down with no EXIF orientation to say so
 * (tesseract's own orientation detection needs data the npm package does not ship): the other three
 * quarter turns are tried and the turn that reads most is kept.
 */
export declare function readLicenceSide(pool: OcrPool, image: Buffer, side?: 'front' | 'back'): Promise<OcrDriverLicenseResponse>;
export declare function readLicenceImages(pool: OcrPool, front: Buffer, back: Buffer | null): Promise<OcrDriverLicenseResponse>;
