import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Issue 8 "Fast on a phone": JSON answers of 1 KB or more go compressed to a client that accepts it, brotli
// where accepted, else gzip (docs/decisions/019). The one place answers are compressed; routes send JSON as
// before. Left alone: anything not JSON (the widget's files are served precompressed by their own route),
// anything already carrying a content-encoding, streams, and small answers, where the saving is less than
// what compressing costs.

/** Answers smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1_024;

// The cheapest levels: a 30 KB quote compresses in about 30 µs to under 3 KB. Small windows (64 KB for
// brotli rather than its 4 MB default, 8 KB of history for gzip) change little for answers of tens of KB,
// but each compression allocates its window afresh, and large ones made the collector run far more often.
const BROTLI_WINDOW_BITS = 16;
const brotli = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP = { level: 1, windowBits: 13, memLevel: 8 };

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an accept-encoding header: br where accepted, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzip = false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    // "q=0" refuses an encoding (RFC 9110 §12.5.3).
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(p));
    if (refused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === 'x-gzip') gzip = true;
    if (token === '*') star = true;
  }
  return gzip ? 'gzip' : star ? 'br' : null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotli(body.length)) : gzipSync(body, GZIP);
}

/** The same bytes as compress, made on libuv's thread pool rather than the thread answering requests. */
function compressOffThread(body: Buffer, encoding: Encoding, done: (err: Error | null, compressed: Buffer) => void): void {
  if (encoding === 'br') brotliCompress(body, brotli(body.length), done);
  else gzip(body, GZIP, done);
}

/** An answer's compressed forms, made when first asked for. */
export type CompressedForms = Partial<Record<Encoding, Buffer>>;

// A remembered answer (a repeated quote, a partner's config; docs/decisions/005) is sent as the same Buffer
// each time, so its compressed forms are kept with it, for as long as the answer itself is kept. Only
// answers given forms to keep have them: an answer sent once is compressed and let go.
const formsByAnswer = new WeakMap<Buffer, CompressedForms>();

/** Compressed forms of `answer` go into (and are taken from) `forms`, which the caller keeps with the answer. */
export function keepCompressedForms(answer: Buffer, forms: CompressedForms): Buffer {
  formsByAnswer.set(answer, forms);
  return answer;
}

/** `body` compressed: made once for an answer given forms to keep, every time for any other. */
export function compressedOf(body: Buffer, encoding: Encoding): Buffer {
  const forms = formsByAnswer.get(body);
  if (forms === undefined) return compress(body, encoding);
  return keptForm(body, forms, encoding);
}

// zlib hands out its output in a 16 KB block; a kept form is copied out, so it holds only its own bytes.
const keptForm = (body: Buffer, forms: CompressedForms, encoding: Encoding) =>
  (forms[encoding] ??= ownBytes(compress(body, encoding)));

function ownBytes(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type')) || reply.hasHeader('content-encoding')) return done(null, payload);
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
    if (length < COMPRESS_MIN_BYTES) return done(null, payload);
    // The answer depends on accept-encoding whether or not this client accepted compression: caches must know.
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return done(null, payload);
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
    const send = (err: Error | null, compressed: Buffer) => {
      if (err) return done(err);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    const forms = formsByAnswer.get(body);
    // A remembered answer is compressed once, at its first repeat. Any other answer (a fresh quote) is
    // compressed on libuv's thread pool, so the request thread goes on answering other requests meanwhile
    // (docs/decisions/019).
    if (forms !== undefined) return send(null, keptForm(body, forms, encoding));
    compressOffThread(body, encoding, send);
  });
});
