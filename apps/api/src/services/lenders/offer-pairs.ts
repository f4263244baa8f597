// How an offer's text is said, for the compiled writer's deflate (assembly/offers-writer.ts; docs/decisions/
// 019, tenth round), in terms of the offer written before it in the same answer: offers of one answer
// share their field names, and most of their documents, logos' paths and fees, so an offer is mostly
// copies of the one before. Worked out once for each pair of candidates that meet (the answer's order
// changes with the loan, the candidates do not) and kept by the writer; per answer, only the copies'
// distances are worked out, from where the runs landed.
//
// A copy names its source as a run and an offset: a run of the offer before, or an earlier part of this
// offer. Matches are found greedily, the longest of: where the last copy left off (two offers of the same
// shape go on alike after a differing value), and earlier places with the same next four bytes.

/** The shortest copy worth its code: four literals take 32 bits, a copy about 20. */
const SHORTEST_COPY = 4;
/** A literal token's length is 16 bits; longer stretches are said in several. */
const LONGEST_LITERALS = 0xffff;
/** Deflate's longest copy (RFC 1951 §3.2.5); longer matches are said as several copies. */
const LONGEST_COPY = 258;
/** Places with the same four bytes tried, the most recent first. */
const PLACES_TRIED = 16;
const COPY = 0x8000_0000;
const FROM_THIS_OFFER = 0x4000_0000;
/** The source run's number has 14 bits. */
export const MOST_RUNS = 0x4000;

interface Source { fromThisOffer: boolean; run: number; offset: number }

const fourBytes = (text: Uint8Array, at: number) => (text[at]! | (text[at + 1]! << 8) | (text[at + 2]! << 16) | (text[at + 3]! << 24)) >>> 0;

/**
 * Token words for `offer`'s runs (the compiled writer reads them run by run): per token two u32, a literal
 * (its length) or a copy of 4 to 258 bytes (COPY, FROM_THIS_OFFER when from this offer, the source run
 * << 16, the length; then the offset in the source run); after each run's tokens a zero pair. `before` is the offer written
 * before it (undefined for an answer's first offer).
 */
export function offerTokens(before: readonly Uint8Array[] | undefined, offer: readonly Uint8Array[]): Uint32Array {
  if (offer.length > MOST_RUNS || (before?.length ?? 0) > MOST_RUNS) throw new RangeError(`an offer of more than ${MOST_RUNS} runs`);
  const places = new Map<number, Source[]>();
  const remember = (text: Uint8Array, at: number, source: Source) => {
    if (at + SHORTEST_COPY > text.length) return;
    const key = fourBytes(text, at);
    const known = places.get(key);
    if (known === undefined) places.set(key, [source]);
    else known.push(source);
  };
  before?.forEach((run, r) => {
    for (let at = 0; at < run.length; at += 1) remember(run, at, { fromThisOffer: false, run: r, offset: at });
  });
  const textOf = (s: Source) => (s.fromThisOffer ? offer : before!)[s.run]!;
  const words: number[] = [];

  offer.forEach((run, r) => {
    let at = 0;
    let literalsFrom = 0;
    let remembered = 0;
    // Where the offer before would go on: at first, the start of its run of the same place.
    let expected: Source | undefined = before?.[r] ? { fromThisOffer: false, run: r, offset: 0 } : undefined;
    const flushLiterals = () => {
      for (let from = literalsFrom; from < at; from += LONGEST_LITERALS) words.push(Math.min(LONGEST_LITERALS, at - from), 0);
    };
    while (at < run.length) {
      let best = 0;
      let bestSource: Source | undefined;
      const tryFrom = (source: Source) => {
        const text = textOf(source);
        const most = Math.min(run.length - at, text.length - source.offset);
        let length = 0;
        while (length < most && run[at + length] === text[source.offset + length]) length += 1;
        if (length > best) {
          best = length;
          bestSource = source;
        }
      };
      if (expected !== undefined && expected.offset < textOf(expected).length) tryFrom(expected);
      if (at + SHORTEST_COPY <= run.length) {
        const known = places.get(fourBytes(run, at));
        for (let i = (known?.length ?? 0) - 1, tried = 0; i >= 0 && tried < PLACES_TRIED; i -= 1, tried += 1) tryFrom(known![i]!);
      }
      if (best >= SHORTEST_COPY) {
        flushLiterals();
        const s = bestSource!;
        for (let done = 0; done < best;) {
          // Pieces of at most 258 that each leave at least 3 for the next.
          const left = best - done;
          const piece = left <= LONGEST_COPY ? left : left - LONGEST_COPY < SHORTEST_COPY ? left - SHORTEST_COPY : LONGEST_COPY;
          words.push((COPY | (s.fromThisOffer ? FROM_THIS_OFFER : 0) | (s.run << 16) | piece) >>> 0, s.offset + done);
          done += piece;
        }
        at += best;
        literalsFrom = at;
        expected = { ...s, offset: s.offset + best };
      } else {
        at += 1;
        // A differing byte is most often a differing value of the same length.
        if (expected !== undefined) expected = { ...expected, offset: expected.offset + 1 };
      }
      // What this offer has said so far may be copied from too (deflate allows a copy to overlap itself).
      for (; remembered < at; remembered += 1) remember(run, remembered, { fromThisOffer: true, run: r, offset: remembered });
    }
    flushLiterals();
    words.push(0, 0);
  });
  return Uint32Array.from(words);
}
