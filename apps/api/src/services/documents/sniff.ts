// spec 2 §7 "POST /api/documents" (docs/decisions/027): a file is what its first bytes say, never what its
// name or the part's content-type header claim. Only the five kinds a lender reads are taken.
export type DocumentKind = 'jpeg' | 'png' | 'webp' | 'heif' | 'pdf';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/heic', pdf: 'application/pdf',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

// ISO base media "ftyp" brands of HEIC/HEIF stills and sequences (ISO/IEC 23008-12): an iPhone photo says
// heic; mif1 and msf1 are the generic HEIF brands (AVIF files carry them too, and sharp reads those).
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif']);

export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heif';
  // The PDF header opens the file (ISO 32000-1 §7.5.2); a file that only has it further in is refused.
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}
