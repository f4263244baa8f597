import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SendBuffers } from '../../src/services/lenders/send-buffers';

// docs/decisions/019: fresh quote answers are sent from lent buffers, reused only once their response closed.
describe('SendBuffers', () => {
  // An answer written as the quote writer does: into the buffer taken when it fits, else into memory of its own.
  const write = (pool: SendBuffers, text: string, response: EventEmitter) => {
    const into = pool.take();
    const bytes = new TextEncoder().encode(text);
    if (bytes.length <= into.length) into.set(bytes);
    return pool.send(into, bytes.length <= into.length ? into.subarray(0, bytes.length) : bytes, response);
  };

  it('lends a buffer the answer is written into, which no later answer overwrites while its response is open', () => {
    const pool = new SendBuffers(64);
    const first = new EventEmitter();
    const a = write(pool, '{"lenders":[1]}', first);
    const b = write(pool, '{"lenders":[2]}', new EventEmitter());
    expect(a.toString()).toBe('{"lenders":[1]}');
    expect(b.toString()).toBe('{"lenders":[2]}');
    expect(a.buffer).not.toBe(b.buffer);
    expect(pool.available).toBe(0);
  });

  it('takes a buffer back when its response closes, and lends it again', () => {
    const pool = new SendBuffers(64);
    const response = new EventEmitter();
    const a = write(pool, '{"lenders":[1]}', response);
    response.emit('close');
    expect(pool.available).toBe(1);
    const b = write(pool, '{"lenders":[]}', new EventEmitter());
    expect(b.buffer).toBe(a.buffer);
    expect(b.toString()).toBe('{"lenders":[]}');
    expect(pool.available).toBe(0);
  });

  it('sends an answer larger than its buffers from a copy of its own, takes the buffer back at once, and keeps at most maxFree buffers', () => {
    const pool = new SendBuffers(8, 1);
    const big = new EventEmitter();
    const sent = write(pool, '0123456789', big);
    expect(sent.toString()).toBe('0123456789');
    expect(sent.buffer.byteLength).not.toBe(8);
    expect(pool.available).toBe(1);
    big.emit('close');
    expect(pool.available).toBe(1);
    write(pool, 'c', new EventEmitter());
    expect(pool.available).toBe(0);
    const [r1, r2] = [new EventEmitter(), new EventEmitter()];
    write(pool, 'a', r1);
    write(pool, 'b', r2);
    r1.emit('close');
    r2.emit('close');
    expect(pool.available).toBe(1);
  });
});
