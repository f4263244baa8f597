import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compress, keptEncoders } from '../../src/plugins/encodings';
import { brotliKind, gzipKind, keptEncoder, type EncoderKind } from '../../src/plugins/kept-encoder';

// Issue 8: fresh answers are compressed by an encoder kept between answers (docs/decisions/019, seventh
// round), which must give exactly the bytes of Node's public calls.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 } };
const GZIP = { level: 1, windowBits: 13, memLevel: 8 };

// Answer-like JSON (repetitive, so it compresses well) and raw bytes (which do not), up to well past the
// encoder's 64 KB of scratch memory.
const answerLike = fc.array(fc.record({ lender: fc.string(), rate: fc.double({ noNaN: true }), fee: fc.integer() }), { maxLength: 400 })
  .map((offers) => Buffer.from(JSON.stringify({ lenders: offers })));
const raw = fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes));
const pastScratch = fc.uint8Array({ minLength: 66_000, maxLength: 100_000 }).map((bytes) => Buffer.from(bytes));
const texts = fc.array(fc.oneof(answerLike, raw, pastScratch), { minLength: 1, maxLength: 6 });

describe('an encoder kept between answers', () => {
  it('is kept on this Node.js for both encodings the server sends', () => {
    expect(keptEncoders).toEqual({ br: true, gzip: true });
  });

  it.each([
    { name: 'brotli', kind: brotliKind(BROTLI), oneShot: (b: Buffer) => brotliCompressSync(b, BROTLI), decode: brotliDecompressSync },
    { name: 'gzip', kind: gzipKind(GZIP), oneShot: (b: Buffer) => gzipSync(b, GZIP), decode: gunzipSync },
  ])('$name: every answer, in any order, is byte for byte what the public call gives, and decodes to itself', ({ kind, oneShot, decode }) => {
    const encoder = keptEncoder(kind);
    expect(encoder.kept).toBe(true);
    fc.assert(fc.property(texts, (bodies) => {
      for (const body of bodies) {
        const out = encoder.compress(body);
        expect(out.equals(oneShot(body))).toBe(true);
        expect(decode(out).equals(body)).toBe(true);
      }
    }), { numRuns: 60 });
  });

  it('the server\'s compress gives brotli and gzip that decode to the answer', () => {
    const body = Buffer.from(JSON.stringify({ lenders: Array.from({ length: 40 }, (_, i) => ({ offer: i, name: `Lender ${i}` })) }));
    expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
  });

  it('falls back to the public call where the native encoder is not as expected', () => {
    const oneShot = (b: Buffer) => brotliCompressSync(b, BROTLI);
    const base = brotliKind(BROTLI);
    const broken: EncoderKind[] = [
      // No native encoder under the stream.
      { ...base, stream: () => ({}) },
      // One that cannot be made ready again.
      { ...base, renew: () => { throw new TypeError('init is not a function'); } },
      // One made ready with other parameters: its output differs from the public call's.
      { ...brotliKind({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), oneShot },
    ];
    const body = Buffer.from('{"lenders":[]}'.repeat(200));
    for (const kind of broken) {
      const encoder = keptEncoder(kind);
      expect(encoder.kept).toBe(false);
      expect(encoder.compress(body).equals(oneShot(body))).toBe(true);
    }
  });
});
