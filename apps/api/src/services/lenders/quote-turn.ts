// Fresh quotes are worked out together at the end of the event loop's turn, then sent together
// (docs/decisions/019, eighth round). Under load a turn reads many requests at once; answered one by one,
// each quote's maths and JSON ran between two requests' HTTP handling and a 30 KB send to the kernel, which
// left little of the quote's code and data in the processor's caches, so the same functions took 1.6-1.8 ×
// as long as in a loop. Waiting for the turn's end (setImmediate runs once the turn's input is read) lets
// every request of the turn be parsed, then priced and written, while that code is hot; each answer then
// goes back to Fastify, whose sends run after all of them, and the client is woken once for the lot.
// A request alone waits only for the rest of its own turn.

let turnEnds: Promise<void> | null = null;

/** Settles once the input of this turn of the event loop has been read; every caller in a turn shares it. */
export function endOfTurn(): Promise<void> {
  turnEnds ??= new Promise((resolve) => {
    setImmediate(() => {
      turnEnds = null;
      resolve();
    });
  });
  return turnEnds;
}
