import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SendBuffers } from '../../src/services/lenders/send-buffers';

// docs/decisions/019: fresh quote answers are sent from lent buffers, reused only once their response closed.
describe('SendBuffers', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('lends a buffer holding exactly the answer, which no later answer overwrites while its response is open', () => {
    const pool = new SendBuffers(64);
    const first = new EventEmitter();
    const a = pool.lend(bytes('{"lenders":[1]}'), first);
    const b = pool.lend(bytes('{"lenders":[2]}'), new EventEmitter());
    expect(a.toString()).toBe('{"lenders":[1]}');
    expect(b.toString()).toBe('{"lenders":[2]}');
    expect(a.buffer).not.toBe(b.buffer);
    expect(pool.available).toBe(0);
  });

  it('takes a buffer back when its response closes, and lends it again', () => {
    const pool = new SendBuffers(64);
    const response = new EventEmitter();
    const a = pool.lend(bytes('{"lenders":[1]}'), response);
    response.emit('close');
    expect(pool.available).toBe(1);
    const b = pool.lend(bytes('{"lenders":[]}'), new EventEmitter());
    expect(b.buffer).toBe(a.buffer);
    expect(b.toString()).toBe('{"lenders":[]}');
    expect(pool.available).toBe(0);
  });

  it('gives an answer larger than its buffers a buffer of its own, and keeps at most maxFree buffers', () => {
    const pool = new SendBuffers(8, 1);
    const big = new EventEmitter();
    expect(pool.lend(bytes('0123456789'), big).toString()).toBe('0123456789');
    big.emit('close');
    expect(pool.available).toBe(0);
    const [r1, r2] = [new EventEmitter(), new EventEmitter()];
    pool.lend(bytes('a'), r1);
    pool.lend(bytes('b'), r2);
    r1.emit('close');
    r2.emit('close');
    expect(pool.available).toBe(1);
  });
});
