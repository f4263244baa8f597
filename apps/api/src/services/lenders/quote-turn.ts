// Fresh quotes are worked out together at the end of the event loop's turn, then sent together
// (docs/decisions/019, eighth round). Under load a turn reads many requests at once; answered one by one,
// each quote's maths and JSON ran between two requests' HTTP handling and a 30 KB send to the kernel, which
// left little of the quote's code and data in the processor's caches, so the same functions took 1.6-1.8 ×
// as long as in a loop. Waiting for the turn's end (setImmediate runs once the turn's input is read) lets
// every request of the turn be parsed, then priced and written, while that code is hot; each answer then
// goes back to Fastify, whose sends run after all of them, and the client is woken once for the lot.
// A request alone waits only for the rest of its own turn.

/**
 * Quotes worked out together at most: a larger crowd goes in groups of this many, one after another. Eight
 * answers (about 240 KB) and the kernel's copies of them still fit the processor's own cache, where 32 did
 * not: groups of 8 measured 5-10% more fresh quotes a second than groups of 32, with a lower p99
 * (docs/decisions/019, eighth round). The first answer of a group waits for at most 7 others.
 */
export const MOST_QUOTES_TOGETHER = 8;

let turnEnds: Promise<void> | null = null;
let waiting = 0;

/** Settles once the input of this turn of the event loop has been read; callers of a turn share it, in groups. */
export function endOfTurn(): Promise<void> {
  if (turnEnds === null || waiting >= MOST_QUOTES_TOGETHER) {
    const group = new Promise<void>((resolve) => {
      setImmediate(() => {
        if (turnEnds === group) turnEnds = null;
        resolve();
      });
    });
    turnEnds = group;
    waiting = 0;
  }
  waiting += 1;
  return turnEnds;
}
