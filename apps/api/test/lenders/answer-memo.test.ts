import { brotliDecompressSync, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedOf } from '../../src/plugins/compression';
import { AnswerMemo, keyHash } from '../../src/services/lenders/answer-memo';
import { quoteBody, variedQuoteBodies } from '../../bench/quote-requests';

// docs/decisions/005 and 019: remembered quote answers, in reused slots.
describe('AnswerMemo', () => {
  const answer = (text: string) => Buffer.from(JSON.stringify({ lenders: text.repeat(200) }));
  /** An answer given twice: the second time it is remembered. */
  const answerTwice = (memo: AnswerMemo, key: string, bytes: Uint8Array) => {
    memo.remember(key, bytes);
    memo.remember(key, bytes);
  };

  it('remembers an answer the second time its request is answered, not the first', () => {
    const memo = new AnswerMemo(2);
    memo.remember('a', answer('a'));
    expect(memo.recall('a')).toBeUndefined();
    expect(memo.size).toBe(0);
    memo.remember('a', answer('a'));
    expect(memo.recall('a')!.equals(answer('a'))).toBe(true);
    // Keys noted once are bounded too (4 per answer remembered): the oldest is forgotten first.
    for (let i = 0; i < 8; i += 1) memo.remember(`once ${i}`, answer('o'));
    memo.remember('b', answer('b')); // pushes 'once 0' out
    memo.remember('once 0', answer('o'));
    expect(memo.recall('once 0')).toBeUndefined();
    memo.remember('once 2', answer('o')); // still noted: remembered now
    expect(memo.recall('once 2')).toBeDefined();
  });

  it('tells a caller whether the answer is wanted before it is written: no the first time (the key is noted), yes after', () => {
    const memo = new AnswerMemo(2);
    expect(memo.wants('a')).toBe(false);
    expect(memo.size).toBe(0);
    expect(memo.wants('a')).toBe(true);
    memo.keep('a', answer('a'));
    expect(memo.recall('a')!.equals(answer('a'))).toBe(true);
    // Remembered already: wanted again (a newer answer replaces it), as remember does.
    expect(memo.wants('a')).toBe(true);
    expect(new AnswerMemo(0).wants('a')).toBe(false);
  });

  it('answers a repeat with a copy of the bytes, which a later answer taking over the slot cannot change', () => {
    const memo = new AnswerMemo(1);
    answerTwice(memo, 'a', answer('a'));
    const sent = memo.recall('a')!;
    expect(sent.equals(answer('a'))).toBe(true);
    answerTwice(memo, 'b', answer('b')); // takes over a's slot
    expect(sent.equals(answer('a'))).toBe(true);
    expect(memo.recall('a')).toBeUndefined();
    expect(memo.recall('b')!.equals(answer('b'))).toBe(true);
  });

  it('drops the least recently used first', () => {
    const memo = new AnswerMemo(2);
    answerTwice(memo, 'a', answer('a'));
    answerTwice(memo, 'b', answer('b'));
    memo.recall('a');
    answerTwice(memo, 'c', answer('c'));
    expect(memo.recall('b')).toBeUndefined();
    expect(memo.recall('a')).toBeDefined();
    expect(memo.recall('c')).toBeDefined();
    expect(memo.size).toBe(2);
  });

  it('sends every repeat the same buffer, its compressed forms kept with it: a repeat is compressed once', () => {
    const memo = new AnswerMemo(4);
    const fresh = answer('x');
    answerTwice(memo, 'x', fresh);
    expect(compressedOf(fresh, 'br')).not.toBe(compressedOf(fresh, 'br')); // sent once: not kept
    const repeat = memo.recall('x')!;
    expect(memo.recall('x')).toBe(repeat);
    const br = compressedOf(repeat, 'br');
    expect(compressedOf(memo.recall('x')!, 'br')).toBe(br);
    expect(br.buffer.byteLength).toBe(br.length);
    expect(brotliDecompressSync(br).equals(fresh)).toBe(true);
  });

  it('keeps the form written with the answer in its slot, handed out once to a repeat that takes it; not when the slot cannot hold both', () => {
    // docs/decisions/019, twelfth round: a fresh quote compressed as it was written.
    const memo = new AnswerMemo(4, 4_096);
    const json = answer('w');
    const written = deflateSync(json);
    memo.remember('w', json);
    memo.remember('w', json, {}, written);
    // A client that does not take it gets the JSON, and the written form is still there for one that does.
    expect(memo.find('u', true)).toBeUndefined();
    const first = memo.find('w', true)!;
    expect(first.json).toBeUndefined();
    expect(Buffer.from(first.written!).equals(written)).toBe(true);
    // Once: the next repeat gets the JSON, in a buffer of its own, compressed in its own encoding once.
    const second = memo.find('w', true)!;
    expect(second.written).toBeUndefined();
    expect(second.json!.equals(json)).toBe(true);
    expect(memo.recall('w')).toBe(second.json);
    // Asked first by a client that does not take it: the JSON from then on.
    const other = answer('v');
    memo.remember('v', other);
    memo.remember('v', other, {}, deflateSync(other));
    expect(memo.find('v', false)!.json!.equals(other)).toBe(true);
    expect(memo.find('v', true)!.json!.equals(other)).toBe(true);
    const tight = new AnswerMemo(4, json.length + 10);
    tight.remember('t', json);
    tight.remember('t', json, {}, written);
    expect(tight.find('t', true)!.json!.equals(json)).toBe(true);
    expect(inflateSync(written).equals(json)).toBe(true);
  });

  it('never answers one key with another key\'s answer when their hashes are the same: the later takes the place', () => {
    // Entries are found by keyHash (docs/decisions/019, twelfth round); 30 bits, so among some 100,000
    // keys two share a hash.
    const byHash = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; pair === undefined; i += 1) {
      const key = `{"loan":${i}}`;
      const other = byHash.get(keyHash(key));
      if (other !== undefined) pair = [other, key];
      else byHash.set(keyHash(key), key);
    }
    const [first, second] = pair;
    const memo = new AnswerMemo(4);
    answerTwice(memo, first, answer('1'));
    expect(memo.recall(first)!.equals(answer('1'))).toBe(true);
    expect(memo.recall(second)).toBeUndefined();
    answerTwice(memo, second, answer('2'));
    expect(memo.recall(second)!.equals(answer('2'))).toBe(true);
    expect(memo.recall(first)).toBeUndefined();
    expect(memo.size).toBe(1);
  });

  it('does not remember an answer larger than a slot, and forgets everything when cleared', () => {
    const memo = new AnswerMemo(4, 1_024);
    answerTwice(memo, 'big', Buffer.alloc(2_000, 0x20));
    expect(memo.recall('big')).toBeUndefined();
    answerTwice(memo, 'a', Buffer.from('{"lenders":[]}'));
    memo.remember('c', Buffer.from('{"lenders":[2]}'));
    memo.clear();
    expect(memo.recall('a')).toBeUndefined();
    memo.remember('c', Buffer.from('{"lenders":[2]}')); // noted before the clear: once again now
    expect(memo.recall('c')).toBeUndefined();
    answerTwice(memo, 'b', Buffer.from('{"lenders":[1]}'));
    expect(memo.recall('b')!.toString()).toBe('{"lenders":[1]}');
  });

  it('notes keys answered once by a 30-bit hash, distinct for thousands of near-identical requests', () => {
    // A request's text is kept as a small integer, not as the text: see the memo's header.
    const keys = [...variedQuoteBodies(5_000), quoteBody(38_990)].map((b) => `2026-11-25|${JSON.stringify(b)}`);
    const hashes = keys.map(keyHash);
    for (const h of hashes) expect(Number.isInteger(h) && h >= 0 && h < 2 ** 30).toBe(true);
    expect(new Set(hashes).size).toBe(keys.length);
    expect(keyHash(keys[0]!)).toBe(hashes[0]); // the same text, the same hash
    expect(keyHash('a')).not.toBe(keyHash('b'));
  });

  it('hashes a key by its own characters only, whatever was hashed before it', () => {
    // Keys are copied into one piece of memory and read four bytes at a time (docs/decisions/019,
    // thirteenth round): a shorter key after a longer one must not read the longer one's last bytes.
    const alone = ['', 'a', 'abcde', 'abcdefg'].map(keyHash);
    keyHash('zzzzzzzzzzzzzzzz');
    expect(['', 'a', 'abcde', 'abcdefg'].map(keyHash)).toEqual(alone);
    expect(new Set(alone).size).toBe(4);
  });

  it('keeps keys apart that share a hash by design: beyond the characters hashed, or above 255', () => {
    // A key past 4,096 characters is hashed by those and its length; a character above 255 by its low byte.
    const long = (last: string) => `{"loan":"${'x'.repeat(5_000)}${last}"}`;
    // 'Ā' is U+0100, whose low byte is that of U+0000.
    for (const [first, second] of [[long('1'), long('2')], ['{"make":"\u0100"}', '{"make":"\u0000"}']]) {
      expect(keyHash(first!)).toBe(keyHash(second!));
      const memo = new AnswerMemo(4, 64 * 1024);
      answerTwice(memo, first!, answer('1'));
      expect(memo.recall(second!)).toBeUndefined();
      expect(memo.recall(first!)!.equals(answer('1'))).toBe(true);
    }
  });
});
