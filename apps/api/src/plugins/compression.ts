import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding, compress, COMPRESS_MIN_BYTES, type Encoding } from './encodings';

export { chooseEncoding, compress, COMPRESS_MIN_BYTES, type Encoding };

// Issue 8 "Fast on a phone": JSON answers of 1 KB or more go compressed to a client that accepts it, brotli
// where accepted, else gzip (docs/decisions/019). The one place answers are compressed, but for a fresh
// quote to a client that takes zlib's format, which its writer compresses as it writes it (tenth round) and
// the quote route sends with its content-encoding. Left alone: anything not JSON (the widget's files are
// served precompressed by their own route), anything already carrying a content-encoding, streams, and small
// answers, where the saving is less than what compressing costs.

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

// An answer compressed may be a view of larger memory (a 16 KB block from zlib, or Buffer's shared pool); a kept
// form is copied out, so it holds only its own bytes.
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
    const forms = formsByAnswer.get(body);
    // A remembered answer is compressed once, at its first repeat; any other answer (a fresh quote) each
    // time, here on the request's thread: on libuv's thread pool the hand-over and the stream around it
    // cost the request's thread more than brotli itself (docs/decisions/019, fifth round). Where cores allow,
    // fresh quotes come compressed from the quote workers.
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, forms === undefined ? compress(body, encoding) : keptForm(body, forms, encoding));
  });
});
