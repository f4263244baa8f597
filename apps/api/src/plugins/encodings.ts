import { constants } from 'node:zlib';
import { brotliKind, gzipKind, keptEncoder } from './kept-encoder';

// How answers are compressed (docs/decisions/019): the encoding a client accepts and the levels, in one
// place for the compression plugin, the widget's files and the quote workers, which compress a fresh quote
// where they computed it.

/** Answers smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1_024;

// The cheapest levels: a 30 KB quote compresses in about 30 µs to under 3 KB (brotli 1 measures half the
// time of gzip 1 for the same answers, and smaller). Small windows (64 KB for brotli rather than its 4 MB
// default, 8 KB of history for gzip) change little for answers of tens of KB, but each compression
// allocates its window afresh, and large ones made the collector run far more often. The options are made
// once: brotli's parameters are keyed by number, and an object literal of them per answer cost more than
// the size hint it carried saved.
const BROTLI_WINDOW_BITS = 16;
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
};
const GZIP = { level: 1, windowBits: 13, memLevel: 8 };

export type Encoding = 'br' | 'gzip';

/**
 * What a client's accept-encoding allows: the encoding answers are compressed in (br where accepted, else
 * gzip, else none), and whether an answer the quote writer compressed as it wrote it, in zlib's format
 * (HTTP's "deflate"; docs/decisions/019, tenth round), may be sent as it is.
 */
export interface Accepted {
  encoding: Encoding | null;
  deflate: boolean;
}

const NOTHING: Accepted = { encoding: null, deflate: false };

// The last header read and what it allows: a browser sends the same accept-encoding with every request,
// and each request reads it twice (the quote route, then the compression plugin).
let lastHeader = '';
let lastAccepted = NOTHING;

export function acceptedBy(header: string | undefined): Accepted {
  if (!header) return NOTHING;
  if (header !== lastHeader) {
    lastAccepted = parseAccepted(header);
    lastHeader = header;
  }
  return lastAccepted;
}

/** The encoding to answer with for an accept-encoding header: br where accepted, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  return acceptedBy(header).encoding;
}

function parseAccepted(header: string): Accepted {
  const named = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let token = name.trim().toLowerCase();
    if (token === 'x-gzip') token = 'gzip';
    // "q=0" refuses an encoding, even one that "*" would allow (RFC 9110 §12.5.3).
    if (params.some((p) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(p))) refused.add(token);
    else named.add(token);
  }
  const allows = (encoding: string) => !refused.has(encoding) && (named.has(encoding) || named.has('*'));
  return { encoding: allows('br') ? 'br' : allows('gzip') ? 'gzip' : null, deflate: allows('deflate') };
}

// One encoder of each kind per thread, kept between answers (plugins/kept-encoder.ts); each gives exactly
// the bytes of Node's public call with the same options.
const brotli = keptEncoder(brotliKind(BROTLI));
const gzip = keptEncoder(gzipKind(GZIP));

/** Whether this thread's encoders are kept between answers, by encoding (else Node's public calls are used). */
export const keptEncoders: Record<Encoding, boolean> = { br: brotli.kept, gzip: gzip.kept };

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotli.compress(body) : gzip.compress(body);
}
