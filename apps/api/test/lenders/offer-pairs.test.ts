import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerTokens } from '../../src/services/lenders/offer-pairs';

// docs/decisions/019, tenth round: an offer said as literals and copies of the offer before it (or of
// itself), for the compiled writer's deflate. The tokens must say exactly the offer's text, copies must be
// what deflate can say (4 to 258 bytes, from text already written), and offers alike must come out as
// copies.

const utf8 = (text: string) => new TextEncoder().encode(text);
const runsOf = (texts: string[]) => texts.map(utf8);

/** The tokens of each run, as [head, offset] pairs. */
function tokensByRun(tokens: Uint32Array): Array<Array<[number, number]>> {
  const runs: Array<Array<[number, number]>> = [[]];
  for (let at = 0; at < tokens.length; at += 2) {
    if (tokens[at] === 0) runs.push([]);
    else runs.at(-1)!.push([tokens[at]!, tokens[at + 1]!]);
  }
  expect(runs.pop()).toEqual([]); // the last run's end
  return runs;
}

/**
 * The offer said again from its tokens, as the compiled writer and an inflater do: literals are the offer's
 * own bytes at that place, copies are copied byte by byte from where they point (checked on the way), so
 * the result is the offer only if every copy is right.
 */
function says(before: readonly Uint8Array[] | undefined, offer: readonly Uint8Array[]): Uint8Array[] {
  const byRun = tokensByRun(offerTokens(before, offer));
  expect(byRun.length).toBe(offer.length);
  const said: number[][] = [];
  byRun.forEach((tokens, r) => {
    const run: number[] = [];
    said.push(run);
    for (const [head, offset] of tokens) {
      const length = head & 0xffff;
      if (head >>> 31 === 0) {
        run.push(...offer[r]!.subarray(run.length, run.length + length));
        continue;
      }
      expect(length).toBeGreaterThanOrEqual(4);
      expect(length).toBeLessThanOrEqual(258);
      const source = (head >>> 16) & 0x3fff;
      if (((head >>> 30) & 1) === 1) {
        expect(source).toBeLessThanOrEqual(r);
        // A copy from this offer starts in what is already said, and may overlap what it is saying.
        const text = said[source]!;
        expect(offset).toBeLessThan(text.length);
        for (let i = 0; i < length; i += 1) run.push(text[offset + i]!);
      } else {
        const text = before![source]!;
        expect(offset + length).toBeLessThanOrEqual(text.length);
        run.push(...text.subarray(offset, offset + length));
      }
    }
  });
  return said.map((run) => Uint8Array.from(run));
}

describe('offerTokens', () => {
  it('says an offer exactly, from the offer before or from itself, for any texts', () => {
    const runs = fc.array(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('{"lenderName":"', ',"loanTerm":', 'Driver licence (front)')), { minLength: 1, maxLength: 9 });
    fc.assert(fc.property(fc.option(runs, { nil: undefined }), runs, (before, offer) => {
      const b = before && runsOf(before);
      const o = runsOf(offer);
      expect(says(b, o)).toEqual(o);
    }), { numRuns: 500 });
  });

  it('says offers alike as copies: only what differs goes as literals', () => {
    const before = runsOf(['{"lenderName":"Harbourline Bank (sample)","matchingEngineLenderId":"sample-lender-07","monthlyRepaymentAmount":', ',"fortnightlyRepaymentAmount":', ',"advertisedRateInPercent":8.49,"comparisonRateInPercent":']);
    const offer = runsOf(['{"lenderName":"Riverbend Credit Union (sample)","matchingEngineLenderId":"sample-lender-15","monthlyRepaymentAmount":', ',"fortnightlyRepaymentAmount":', ',"advertisedRateInPercent":8.29,"comparisonRateInPercent":']);
    const byRun = tokensByRun(offerTokens(before, offer));
    expect(says(before, offer)).toEqual(offer);
    const literals = byRun.flat().reduce((sum, [head]) => sum + (head >>> 31 === 0 ? head & 0xffff : 0), 0);
    const total = offer.reduce((sum, run) => sum + run.length, 0);
    // "Riverbend Credit Union", "15" and "2": about 26 of 186 bytes.
    expect(literals).toBeLessThan(32);
    expect(total).toBeGreaterThan(180);
    // A run the same as the one before is a single copy.
    expect(byRun[1]).toEqual([[(0x8000_0000 | (1 << 16) | 30) >>> 0, 0]]);
  });

  it('says a first offer from itself: a long text repeated is a copy of its start', () => {
    const text = 'Driver licence (front)'.repeat(20);
    expect(says(undefined, runsOf([text]))).toEqual(runsOf([text]));
    // The first 22 bytes as literals, then copies of at most 258 bytes: 418 bytes in two.
    expect(tokensByRun(offerTokens(undefined, runsOf([text])))[0]!.length).toBe(3);
  });
});
