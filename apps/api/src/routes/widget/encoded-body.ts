import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from '../../plugins/compress';

/** One response body held in memory as it is and in the encodings prepared for it. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A built file and the .br and .gz copies the widget's build wrote beside it (those present). */
export async function readPrecompressed(path: string): Promise<EncodedBody> {
  const [identity, br, gz] = await Promise.all([
    readFile(path),
    readFile(`${path}.br`).catch(() => undefined),
    readFile(`${path}.gz`).catch(() => undefined),
  ]);
  return { identity, br, gzip: gz };
}

/** Compresses a body made at run time, once, with the same settings as the build's copies. */
export async function compressOnce(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to send: the client's preferred one among those prepared. */
export function encodingFor(request: FastifyRequest, body: EncodedBody): Encoding | undefined {
  const prepared = (['br', 'gzip'] as const).filter((encoding) => body[encoding] !== undefined);
  return preferredEncoding(request.headers['accept-encoding'], prepared);
}

/** Sends the body in the chosen encoding; caches keep one copy per Accept-Encoding. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  const encoding = encodingFor(request, body);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
