/** Answers smaller than this are sent as they are. */
export declare const COMPRESS_MIN_BYTES = 1024;
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
export declare function acceptedBy(header: string | undefined): Accepted;
/** The encoding to answer with for an accept-encoding header: br where accepted, else gzip, else none. */
export declare function chooseEncoding(header: string | undefined): Encoding | null;
/** Whether this thread's encoders are kept between answers, by encoding (else Node's public calls are used). */
export declare const keptEncoders: Record<Encoding, boolean>;
export declare function compress(body: Buffer, encoding: Encoding): Buffer;
