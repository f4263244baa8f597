import sharp from 'sharp';
import { CONTENT_TYPES, type DocumentKind } from './sniff';

// docs/decisions/027: photos are stored upright, at most 2,000 px on the long side, as JPEG without their
// metadata (EXIF rotation applied first; the rest, GPS position included, dropped); PDFs as they came.
export const PHOTO_MAX_SIDE = 2_000;
// A small file can declare a huge image (a "pixel bomb"); no photo a phone takes within 15 MB comes near.
export const PHOTO_MAX_PIXELS = 100_000_000;

export interface NormalisedDocument {
  bytes: Buffer;
  contentType: string;
  /** True when the bytes were re-encoded as JPEG. */
  reencoded: boolean;
}

/** The document's photo is not one sharp can decode although its first bytes say it is. */
export class UnreadableImageError extends Error {}
/** The photo declares more than PHOTO_MAX_PIXELS. */
export class OversizedImageError extends Error {}

export async function normaliseDocument(bytes: Buffer, kind: DocumentKind): Promise<NormalisedDocument> {
  if (kind === 'pdf') return { bytes, contentType: CONTENT_TYPES.pdf, reencoded: false };
  try {
    const out = await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { bytes: out, contentType: CONTENT_TYPES.jpeg, reencoded: true };
  } catch (err) {
    // sharp's prebuilt libvips decodes AVIF-coded HEIF but not HEVC-coded HEIC (the iPhone's), whose
    // codec is patent-encumbered: such a photo is kept as it came, a lender's viewer opens it.
    if ((err as Error).message.includes('pixel limit')) throw new OversizedImageError((err as Error).message);
    if (kind === 'heif') return { bytes, contentType: CONTENT_TYPES.heif, reencoded: false };
    throw new UnreadableImageError((err as Error).message);
  }
}
