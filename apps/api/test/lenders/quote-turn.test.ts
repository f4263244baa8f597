import { describe, expect, it } from 'vitest';
import { endOfTurn, MOST_QUOTES_TOGETHER } from '../../src/services/lenders/quote-turn';

// docs/decisions/019 (eighth round): fresh quotes wait for the end of the event loop's turn, so that the
// quotes that arrived together are worked out together, then sent together.
describe('endOfTurn', () => {
  it('settles every caller of a turn together, once the turn\'s input has been read, and starts anew next turn', async () => {
    const order: string[] = [];
    const first = endOfTurn();
    expect(endOfTurn()).toBe(first); // one for the whole turn
    const waiting = [1, 2, 3].map((i) => endOfTurn().then(() => order.push(`quote ${i}`)));
    setImmediate(() => order.push('after the turn')); // queued after the turn's own end
    await Promise.resolve();
    expect(order).toEqual([]); // not within the turn
    await Promise.all(waiting);
    expect(order).toEqual(['quote 1', 'quote 2', 'quote 3']);
    await first;
    const next = endOfTurn();
    expect(next).not.toBe(first);
    await next;
    expect(order).toContain('after the turn');
  });

  it('lets every quote of a turn be worked out before any is sent', async () => {
    // As the quote route does: wait for the turn's end, compute, then hand the answer on to be sent.
    const log: string[] = [];
    const route = async (i: number) => {
      await endOfTurn();
      log.push(`compute ${i}`);
      const answer = await Promise.resolve(i);
      log.push(`send ${answer}`);
    };
    await Promise.all([route(1), route(2), route(3)]);
    expect(log).toEqual(['compute 1', 'compute 2', 'compute 3', 'send 1', 'send 2', 'send 3']);
  });
});

describe('endOfTurn in a crowd', () => {
  it(`lets at most ${MOST_QUOTES_TOGETHER} quotes through together, the rest in later groups, in the order they came`, async () => {
    const log: string[] = [];
    const groups = new Set<Promise<void>>();
    const route = async (i: number) => {
      const turn = endOfTurn();
      groups.add(turn);
      await turn;
      log.push(`compute ${i}`);
      await Promise.resolve();
      log.push(`send ${i}`);
    };
    const crowd = 2 * MOST_QUOTES_TOGETHER + 1;
    await Promise.all(Array.from({ length: crowd }, (_, i) => route(i)));
    expect(groups.size).toBe(3);
    // Each group is worked out, then sent, before the next group starts.
    const expected: string[] = [];
    for (let start = 0; start < crowd; start += MOST_QUOTES_TOGETHER) {
      const group = Array.from({ length: Math.min(MOST_QUOTES_TOGETHER, crowd - start) }, (_, k) => start + k);
      expected.push(...group.map((i) => `compute ${i}`), ...group.map((i) => `send ${i}`));
    }
    expect(log).toEqual(expected);
  });
});
