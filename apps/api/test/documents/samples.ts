import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Small files of every accepted kind, made here (spec 2 §7 "POST /api/documents").
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

export const jpeg = (width = 40, height = 20) => canvas(width, height).jpeg().toBuffer();
export const png = () => canvas(30, 30).png().toBuffer();
export const webp = () => canvas(30, 30).webp().toBuffer();
/** HEIF coded with AV1, which sharp's prebuilt libvips reads. */
export const avifHeif = () => canvas(30, 30).heif({ compression: 'av1' }).toBuffer();
/** The opening of an iPhone HEIC (ftyp box, brand heic) with an HEVC body sharp cannot decode here. */
export const heic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64, 7)]);
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** A 2×1 JPEG whose EXIF says "rotate 90° clockwise to view" (orientation 6). */
export const sidewaysJpeg = () => canvas(2, 1).jpeg().withMetadata({ orientation: 6 }).toBuffer();
export const html = () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'utf8');
/** The opening of a zip archive (local file header). */
export const zip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A tiny PNG whose header declares 20,000 × 20,000 pixels (a "pixel bomb"). */
export const pixelBomb = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(100))), pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
