import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 8 "Fast on a phone": answers of 1 KB or more go compressed to a client that accepts it, brotli where
// accepted (docs/decisions/019), by @fastify/compress. An answer that already has a content-encoding (the
// widget's precompressed files, an answer's kept brotli form) is left as it is.

/** Brotli at quality 4 (the plugin's own default; 11 costs far more time for a few percent). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1_024;

export type Encoding = 'br' | 'gzip';

export const compressOptions: FastifyCompressOptions = {
  threshold: COMPRESS_MIN_BYTES,
  brotliOptions: BROTLI_OPTIONS,
  // Request bodies are read as sent, as before: no route takes a compressed upload.
  globalDecompression: false,
};

/**
 * The encoding among `offered` that accept-encoding prefers (q-values honoured, q=0 refusing), as
 * @fastify/compress reads the header ("*" and x-gzip count as gzip); undefined when none.
 */
export function preferredEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...offered]);
  return chosen === null ? undefined : (chosen as Encoding);
}

// On libuv's thread pool, so that the event loop answers other requests meanwhile.
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON answer kept in memory and sent many times (as bytes), with its brotli form once a client taking
 * brotli has asked; or an answer sent once, as its text.
 */
export interface KeptAnswer {
  json: Buffer | string;
  br?: Buffer;
}

/**
 * Sends a kept answer: to a client preferring brotli, its brotli form, made the first time and kept with
 * the answer, so that an answer asked again is not compressed again; else its JSON, which
 * @fastify/compress compresses as the client accepts.
 */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.json.length >= COMPRESS_MIN_BYTES && preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']) === 'br') {
    answer.br ??= await brotliAsync(answer.json, BROTLI_OPTIONS);
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  return reply.send(answer.json);
}
