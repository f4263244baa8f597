import { type BrotliOptions, type ZlibOptions } from 'node:zlib';
/** The native encoder under a zlib stream, as Node.js 20 and later have it. */
interface NativeEncoder {
    init?(params: Uint32Array, writeState: Uint32Array, processCallback: () => void): unknown;
    writeSync(flush: number, input: Uint8Array, inOff: number, inLen: number, out: Uint8Array, outOff: number, outLen: number): void;
    reset(): void;
    onerror?: (message: string, errno: number) => void;
}
interface StreamInside {
    _handle?: NativeEncoder;
    _writeState?: Uint32Array;
}
export type Compress = (body: Buffer) => Buffer;
/** What a kept encoder is made from: Node's public one-shot call, and a stream whose native encoder is kept. */
export interface EncoderKind {
    oneShot: Compress;
    stream: () => StreamInside;
    finish: number;
    /** Makes the native encoder ready for a new answer. */
    renew: (encoder: NativeEncoder, writeState: Uint32Array) => void;
}
/** A brotli encoder with these options: made ready again by init, since reset forgets its parameters. */
export declare function brotliKind(options: BrotliOptions): EncoderKind;
/** A gzip encoder with these options: deflate's reset keeps its level and window. */
export declare function gzipKind(options: ZlibOptions): EncoderKind;
/** `kind`'s compression, through a kept native encoder where it checks out, else Node's public call. */
export declare function keptEncoder(kind: EncoderKind): {
    compress: Compress;
    kept: boolean;
};
export {};
