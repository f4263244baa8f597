import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

// An encoder kept between answers (docs/decisions/019, seventh round). Node's brotliCompressSync and
// gzipSync build a whole Transform stream around a new native encoder for every call and close it after:
// for a fresh 30 KB quote that costs about as much as brotli's own work once the server is busy (objects,
// listeners, a 16 KB output block and a native handle for the collector, per answer). Here one native
// encoder per encoding and thread is made ready again for each answer and written to in one synchronous
// call, into scratch memory kept with it; the answer gets a copy of just its bytes.
//
// The native encoder is the one under Node's own stream (`_handle`, `_writeState`), which is not public
// API. So an encoder checks itself when made: its output must be byte for byte what Node's public call
// gives for the same options, over texts that fill its scratch memory and more. If it is not (another
// Node.js, a changed binding) or it ever reports an error, the public call is used instead, so an answer
// never depends on it.

/** The native encoder under a zlib stream, as Node.js 20 and later have it. */
interface NativeEncoder {
  init?(params: Uint32Array, writeState: Uint32Array, processCallback: () => void): unknown;
  writeSync(flush: number, input: Uint8Array, inOff: number, inLen: number, out: Uint8Array, outOff: number, outLen: number): void;
  reset(): void;
  onerror?: (message: string, errno: number) => void;
}
interface StreamInside { _handle?: NativeEncoder; _writeState?: Uint32Array }

export type Compress = (body: Buffer) => Buffer;

/** What a kept encoder is made from: Node's public one-shot call, and a stream whose native encoder is kept. */
export interface EncoderKind {
  oneShot: Compress;
  stream: () => StreamInside;
  finish: number;
  /** Makes the native encoder ready for a new answer. */
  renew: (encoder: NativeEncoder, writeState: Uint32Array) => void;
}

const SCRATCH_BYTES = 64 * 1024;

/** A brotli encoder with these options: made ready again by init, since reset forgets its parameters. */
export function brotliKind(options: BrotliOptions): EncoderKind {
  const paramKeys = Object.entries(constants).filter(([name]) => name.startsWith('BROTLI_PARAM_')).map(([, value]) => value);
  // As Node's own stream passes them: one slot per parameter, 0xFFFFFFFF for "not set".
  const params = new Uint32Array(Math.max(...paramKeys) + 1).fill(0xffff_ffff);
  for (const [key, value] of Object.entries(options.params ?? {})) params[Number(key)] = Number(value);
  return {
    oneShot: (body) => brotliCompressSync(body, options),
    stream: () => createBrotliCompress(options) as unknown as StreamInside,
    finish: constants.BROTLI_OPERATION_FINISH,
    renew: (encoder, writeState) => encoder.init!(params, writeState, () => {}),
  };
}

/** A gzip encoder with these options: deflate's reset keeps its level and window. */
export function gzipKind(options: ZlibOptions): EncoderKind {
  return { oneShot: (body) => gzipSync(body, options), stream: () => createGzip(options) as unknown as StreamInside, finish: constants.Z_FINISH, renew: (encoder) => encoder.reset() };
}

/** `kind`'s compression, through a kept native encoder where it checks out, else Node's public call. */
export function keptEncoder(kind: EncoderKind): { compress: Compress; kept: boolean } {
  const kept = tryKeep(kind);
  return { compress: kept ?? kind.oneShot, kept: kept !== undefined };
}

function tryKeep(kind: EncoderKind): Compress | undefined {
  let encoder: NativeEncoder | undefined;
  let writeState: Uint32Array | undefined;
  let failed = false;
  // Made ready by its stream for the first answer; each later one renews it.
  let fresh = true;
  const scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

  const compress = (body: Buffer): Buffer => {
    if (failed || encoder === undefined) return kind.oneShot(body);
    if (!fresh) kind.renew(encoder, writeState!);
    fresh = false;
    let inOff = 0;
    let availIn = body.length;
    let parts: Buffer[] | undefined;
    for (;;) {
      encoder.writeSync(kind.finish, body, inOff, availIn, scratch, 0, SCRATCH_BYTES);
      if (failed) break;
      const availOut = writeState![0]!;
      const part = Buffer.allocUnsafe(SCRATCH_BYTES - availOut);
      scratch.copy(part, 0, 0, part.length);
      // Room left over: the encoder has finished. None left: it has more to write.
      if (availOut !== 0 && parts === undefined) return part;
      (parts ??= []).push(part);
      if (availOut !== 0) return Buffer.concat(parts);
      inOff = body.length - writeState![1]!;
      availIn = writeState![1]!;
    }
    // An error from the encoder: this answer and every later one by the public call.
    encoder = undefined;
    return kind.oneShot(body);
  };

  try {
    // The stream itself is not needed again: its encoder is held here, and nothing closes it.
    const stream = kind.stream();
    encoder = stream._handle;
    writeState = stream._writeState;
    if (!encoder || !writeState || typeof encoder.writeSync !== 'function') return undefined;
    encoder.onerror = () => { failed = true; };
    return checksOut(compress, kind.oneShot) ? compress : undefined;
  } catch {
    return undefined;
  }
}

// Texts a kept encoder must compress exactly as the public call does, twice over so that renewal is
// checked too: JSON like an answer, and bytes that do not compress, larger than the scratch memory.
function checksOut(compress: Compress, oneShot: Compress): boolean {
  const json = Buffer.from(JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ offer: i, rate: 6.99 + i / 100, name: `Lender ${i}` }))));
  const noise = Buffer.allocUnsafe(SCRATCH_BYTES + 5_000);
  let x = 0x9e37_79b9;
  for (let i = 0; i < noise.length; i += 1) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    noise[i] = x & 0xff;
  }
  return [json, noise, json, Buffer.alloc(0), json].every((text) => compress(text).equals(oneShot(text)));
}
