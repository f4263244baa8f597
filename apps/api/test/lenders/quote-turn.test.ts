import { describe, expect, it } from 'vitest';
import { endOfTurn } from '../../src/services/lenders/quote-turn';

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
