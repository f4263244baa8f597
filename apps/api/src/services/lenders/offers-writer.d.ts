import type { PricedQuote } from '@kerb/domain/lending/quote';
export interface OffersWriterOptions {
    /** Memory for candidates' runs (each candidate takes about 750 bytes, and as much again for their coded copy). */
    arenaBytes?: number;
    /** Offers an answer may have and still be written here. */
    mostOffers?: number;
    /** The largest answer written here. */
    answerBytes?: number;
    /** Memory for the tokens of pairs of candidates (each pair takes a few hundred bytes). */
    pairBytes?: number;
}
/**
 * An answer: its JSON, and the same compressed in zlib's format (content-encoding deflate) when that was
 * asked for and the compiled writer wrote it. The JSON is left out only when asked to and compressed.
 */
export type WrittenAnswer = {
    json: Uint8Array;
    deflated?: Uint8Array;
} | {
    json?: undefined;
    deflated: Uint8Array;
};
export interface WriteOptions {
    /** Compress the answer as it is written. */
    deflate: boolean;
    /** Answers shorter than this many bytes are not compressed (too small to gain from it). */
    deflateFrom?: number;
    /** Whether the JSON is wanted even when the answer is compressed (to be remembered, say). */
    json: boolean;
}
export interface OffersWriter {
    /** A priced quote's answer, as quoteResponseView gives it: a view of `into` when it fits, else of memory reused by the next answer. */
    write(p: PricedQuote, into?: Uint8Array): Uint8Array;
    /**
     * The answer as `options` ask, in `into` (the JSON first) when it all fits, else in memory reused by the
     * next answer. Not compressed when the JavaScript writer wrote the answer.
     */
    writeAnswer(p: PricedQuote, into: Uint8Array | undefined, options: WriteOptions): WrittenAnswer;
    /** Answers written by the compiled writer (and compressed), and by JavaScript when it declined; times the arenas were emptied. */
    readonly counts: {
        compiled: number;
        deflated: number;
        declined: number;
        emptied: number;
    };
}
export declare function compiledOffersWriter({ arenaBytes, mostOffers, answerBytes, pairBytes, }?: OffersWriterOptions): OffersWriter;
/** This thread's writer of quote answers. */
export declare const quoteAnswers: OffersWriter;
