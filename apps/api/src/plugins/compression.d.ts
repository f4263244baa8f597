import type { FastifyInstance } from 'fastify';
import { chooseEncoding, compress, COMPRESS_MIN_BYTES, type Encoding } from './encodings';
export { chooseEncoding, compress, COMPRESS_MIN_BYTES, type Encoding };
/** An answer's compressed forms, made when first asked for. */
export type CompressedForms = Partial<Record<Encoding, Buffer>>;
/** Compressed forms of `answer` go into (and are taken from) `forms`, which the caller keeps with the answer. */
export declare function keepCompressedForms(answer: Buffer, forms: CompressedForms): Buffer;
/** `body` compressed: made once for an answer given forms to keep, every time for any other. */
export declare function compressedOf(body: Buffer, encoding: Encoding): Buffer;
export declare const compressionPlugin: (app: FastifyInstance) => Promise<void>;
