import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedOf } from '../../src/plugins/compression';
import { AnswerMemo } from '../../src/services/lenders/answer-memo';

// docs/decisions/005 and 019: remembered quote answers, in reused slots.
describe('AnswerMemo', () => {
  const answer = (text: string) => Buffer.from(JSON.stringify({ lenders: text.repeat(200) }));

  it('answers a repeat with a copy of the bytes, which a later answer taking over the slot cannot change', () => {
    const memo = new AnswerMemo(1);
    memo.remember('a', answer('a'));
    const sent = memo.recall('a')!;
    expect(sent.equals(answer('a'))).toBe(true);
    memo.remember('b', answer('b')); // takes over a's slot
    expect(sent.equals(answer('a'))).toBe(true);
    expect(memo.recall('a')).toBeUndefined();
    expect(memo.recall('b')!.equals(answer('b'))).toBe(true);
  });

  it('drops the least recently used first', () => {
    const memo = new AnswerMemo(2);
    memo.remember('a', answer('a'));
    memo.remember('b', answer('b'));
    memo.recall('a');
    memo.remember('c', answer('c'));
    expect(memo.recall('b')).toBeUndefined();
    expect(memo.recall('a')).toBeDefined();
    expect(memo.recall('c')).toBeDefined();
    expect(memo.size).toBe(2);
  });

  it('sends every repeat the same buffer, its compressed forms kept with it: a repeat is compressed once', () => {
    const memo = new AnswerMemo(4);
    const fresh = answer('x');
    memo.remember('x', fresh);
    expect(compressedOf(fresh, 'br')).not.toBe(compressedOf(fresh, 'br')); // sent once: not kept
    const repeat = memo.recall('x')!;
    expect(memo.recall('x')).toBe(repeat);
    const br = compressedOf(repeat, 'br');
    expect(compressedOf(memo.recall('x')!, 'br')).toBe(br);
    expect(br.buffer.byteLength).toBe(br.length);
    expect(brotliDecompressSync(br).equals(fresh)).toBe(true);
  });

  it('does not remember an answer larger than a slot, and forgets everything when cleared', () => {
    const memo = new AnswerMemo(4, 1_024);
    memo.remember('big', Buffer.alloc(2_000, 0x20));
    expect(memo.recall('big')).toBeUndefined();
    memo.remember('a', Buffer.from('{"lenders":[]}'));
    memo.clear();
    expect(memo.recall('a')).toBeUndefined();
    memo.remember('b', Buffer.from('{"lenders":[1]}'));
    expect(memo.recall('b')!.toString()).toBe('{"lenders":[1]}');
  });
});
