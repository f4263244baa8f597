/** The source run's number has 14 bits. */
export declare const MOST_RUNS = 16384;
/**
 * Token words for `offer`'s runs (the compiled writer reads them run by run): per token two u32, a literal
 * (its length) or a copy of 4 to 258 bytes (COPY, FROM_THIS_OFFER when from this offer, the source run
 * << 16, the length; then the offset in the source run); after each run's tokens a zero pair. `before` is the offer written
 * before it (undefined for an answer's first offer).
 */
export declare function offerTokens(before: readonly Uint8Array[] | undefined, offer: readonly Uint8Array[]): Uint32Array;
