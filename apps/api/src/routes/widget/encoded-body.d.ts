import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding } from '../../plugins/compression';
/** One response body held in memory as it is and in the encodings prepared for it. */
export interface EncodedBody {
    identity: Buffer;
    br?: Buffer;
    gzip?: Buffer;
}
/** A built file and the .br and .gz copies the widget's build wrote beside it (those present). */
export declare function readPrecompressed(path: string): Promise<EncodedBody>;
/** Compresses a body made at run time, once, with the same settings as the build's copies. */
export declare function compressOnce(text: string): Promise<EncodedBody>;
/** The encoding to send: the one JSON answers would get (plugins/compression), if it was prepared. */
export declare function encodingFor(request: FastifyRequest, body: EncodedBody): Encoding | undefined;
/** Sends the body in the chosen encoding; caches keep one copy per Accept-Encoding. */
export declare function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply;
