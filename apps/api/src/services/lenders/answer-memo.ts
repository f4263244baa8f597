import { keepCompressedForms, type CompressedForms } from '../../plugins/compression';

// Quote answers remembered for repeats (docs/decisions/005), least recently used dropped first, kept in
// slots of memory that are reused rather than in a buffer of their own each (docs/decisions/019). Each new
// loan's answer is remembered, so with buffers of their own every fresh quote left 30 KB behind that lived
// just long enough to need the old generation's collector, which cost a fresh quote about a quarter of its
// time. A slot's bytes are never sent themselves, so a slot taken over by a newer answer cannot change
// bytes still on their way to a slow client: the first repeat copies the answer into a buffer of its own,
// which every later repeat sends as it is, with its compressed forms (plugins/compression): a repeat is
// compressed once, at the first. When the answer was compressed as it was written (a fresh quote for a
// client taking deflate), that form is kept in the slot after the answer and goes to the first repeat that
// takes it, with nothing copied out but those few kilobytes; the JSON's own buffer, and the client's own
// encoding, are made at the next.
//
// An answer is remembered the second time its request is answered, not the first: most loans are asked
// once (the quick calculator prices each amount the borrower types) and only some again (the screens that
// list lenders ask for the structure chosen). Copying every first answer into a slot wrote 30 KB of cold
// memory per fresh quote for answers never asked again, about 12 µs of server CPU each under load
// (docs/decisions/019, fourth round); a request seen once costs only its key's hash in `seen`.
//
// `seen` is a ring of 30-bit hashes of the keys, in one typed array made once: a key kept in a Map (a
// request's text, about 400 characters) lived through a few young-generation collections, was moved to the
// old generation and died there, and so did the Map's tables, rebuilt as keys came and went; under fresh
// quotes that alone made the old generation's collector stop the server every second or two, each stop
// delaying every request in flight (docs/decisions/019, sixth round). Looking a hash up reads the ring
// (1,024 numbers for the quote memo, well under a microsecond). Two keys with the same hash only make the
// second one's first answer remembered a time early; the answer itself is still found by its whole key.

/** Keys answered once that are noted, per answer remembered (a key is a request's text, under 4 KB). */
const SEEN_PER_ENTRY = 4;
const NONE = -1;

/** A key's characters hashed at most (a longer key, never remembered, is hashed by these and its length). */
const HASHED_CHARS = 4096;
/** The key's characters as bytes (latin1: one a character), read back four at a time. */
const keyBytes = Buffer.allocUnsafeSlow(HASHED_CHARS + 4);
const keyWords = new Int32Array(keyBytes.buffer, keyBytes.byteOffset, keyBytes.length >> 2);

/** One word into a lane: a multiply by the golden ratio's 32 bits, then its high bits folded down. */
const mixed = (lane: number, word: number) => {
  const h = Math.imul(lane ^ word, 0x9e3779b1);
  return h ^ (h >>> 15);
};

/**
 * A hash of the key, cut to 30 bits so that it is a small integer on every platform. The key's characters
 * are copied into memory as bytes at once (a character above 255 gives its low byte: two such keys may share
 * a hash, which only costs a miss, since an entry's key is compared before it is used), then read a word of
 * four at a time into four interleaved lanes, so that the processor works on four words at once rather than
 * waiting on each multiplication in turn, and the lanes are mixed into one. 0.25–0.3 against 1.05–1.2 µs for a
 * 375-character request, whose characters read one at a time each cost a check of the string's kind
 * (docs/decisions/019, thirteenth round).
 */
export function keyHash(key: string): number {
  const length = key.length;
  const chars = Math.min(length, HASHED_CHARS);
  const words = (chars + 3) >> 2;
  // The last word's bytes past the key are zero: cleared, then partly written over.
  keyWords[Math.max(0, words - 1)] = 0;
  keyBytes.write(key, 0, chars, 'latin1');
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  let c = 0x1b873593;
  let d = 0x2f7e1c4d;
  let i = 0;
  for (; i + 4 <= words; i += 4) {
    a = mixed(a, keyWords[i]!);
    b = mixed(b, keyWords[i + 1]!);
    c = mixed(c, keyWords[i + 2]!);
    d = mixed(d, keyWords[i + 3]!);
  }
  for (; i < words; i += 1) a = mixed(a, keyWords[i]!);
  let h = Math.imul(a ^ length, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  h = Math.imul(h ^ (h >>> 15) ^ c, 0x01000193);
  h = Math.imul(h ^ (h >>> 13) ^ d, 0x01000193);
  return (h ^ (h >>> 16)) >>> 2;
}

interface Entry {
  key: string;
  slot: Uint8Array;
  length: number;
  /** The answer as its writer compressed it, in the slot after the answer (0 bytes when none). */
  writtenLength: number;
  forms: CompressedForms;
  /** The answer as sent to repeats, made at the first. */
  sent?: Buffer;
}

export class AnswerMemo {
  /**
   * By keyHash of their keys: a request's 400 characters are hashed once, by keyHash, where a Map keyed by
   * the text would hash them again (docs/decisions/019, twelfth round). Two keys of one hash share a place:
   * the later answer takes it.
   */
  private readonly entries = new Map<number, Entry>();
  /** The last key hashed and its hash: a fresh quote's key is looked for, then noted or kept. */
  private lastKey = '';
  private lastHash = keyHash('');
  private readonly freeSlots: Uint8Array[] = [];
  /**
   * Hashes of keys answered once and not remembered yet (-1: none), written in turn: the oldest is
   * overwritten first. The next answer under a hash in it is remembered.
   */
  private readonly seen: Int32Array;
  private nextSeen = 0;

  /**
   * @param maxEntries answers remembered at most
   * @param slotBytes the largest answer remembered (larger ones are answered, not remembered)
   */
  constructor(private readonly maxEntries: number, private readonly slotBytes = 64 * 1024) {
    this.seen = new Int32Array(Math.max(1, SEEN_PER_ENTRY * maxEntries)).fill(NONE);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer remembered under `key`, in a buffer of its own; undefined when none. A hit becomes the most recent. */
  recall(key: string): Buffer | undefined {
    const found = this.find(key, false);
    return found?.json;
  }

  /**
   * The answer remembered under `key`: its JSON in a buffer of its own, or, when `written` is asked for
   * and the answer was kept with the form its writer compressed it in and that form has not been handed out
   * yet, that form (`written`: a view of the slot, valid until the memo next changes, so the caller copies
   * it). The written form is handed out once: an answer asked for again is worth the smaller bytes of the
   * client's own encoding, made once from the JSON (docs/decisions/019, twelfth round). Undefined when
   * there is no answer. A hit becomes the most recent.
   */
  find(key: string, written: boolean): { json: Buffer; written?: undefined } | { json?: undefined; written: Uint8Array } | undefined {
    const hash = this.hashOf(key);
    const entry = this.entries.get(hash);
    if (entry === undefined || entry.key !== key) return undefined;
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    if (written && entry.writtenLength > 0 && entry.sent === undefined) {
      const form = entry.slot.subarray(entry.length, entry.length + entry.writtenLength);
      entry.writtenLength = 0;
      return { written: form };
    }
    if (entry.sent === undefined) {
      const copy = Buffer.allocUnsafe(entry.length);
      copy.set(entry.slot.subarray(0, entry.length));
      entry.sent = keepCompressedForms(copy, entry.forms);
    }
    return { json: entry.sent };
  }

  /**
   * Remembers `answer` under `key` (with the compressed `forms` already made, and the form its writer
   * compressed as it wrote it, `written`; forms made later are kept too) when `key` has been answered
   * before; the first time, only notes the key.
   */
  remember(key: string, answer: Uint8Array, forms: CompressedForms = {}, written?: Uint8Array): void {
    if (answer.length > this.slotBytes || this.maxEntries <= 0) return;
    if (this.wants(key)) this.keep(key, answer, forms, written);
  }

  /**
   * Whether this answer under `key` is to be remembered (then given to keep): false the first time a key
   * is answered, which only notes it. A caller that can write an answer without a copy to remember (a
   * fresh quote compressed as it is written) asks first.
   */
  wants(key: string): boolean {
    if (this.maxEntries <= 0) return false;
    const hash = this.hashOf(key);
    if (this.forgetSeen(hash) || this.entries.get(hash)?.key === key) return true;
    this.seen[this.nextSeen] = hash;
    this.nextSeen = (this.nextSeen + 1) % this.seen.length;
    return false;
  }

  /**
   * Remembers `answer` under `key`, which wants said was to be remembered; `written`, the answer as its
   * writer compressed it (a fresh quote's, compressed as it was written), goes in the slot after it when
   * it fits there, handed out by find to the first repeat that takes it.
   */
  keep(key: string, answer: Uint8Array, forms: CompressedForms = {}, written?: Uint8Array): void {
    if (answer.length > this.slotBytes) return;
    const hash = this.hashOf(key);
    const old = this.entries.get(hash);
    if (old !== undefined) {
      this.entries.delete(hash);
      this.freeSlots.push(old.slot);
    }
    if (this.entries.size >= this.maxEntries) {
      const [oldestHash, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestHash);
      this.freeSlots.push(oldest.slot);
    }
    const slot = this.freeSlots.pop() ?? new Uint8Array(this.slotBytes);
    slot.set(answer);
    const writtenLength = written !== undefined && answer.length + written.length <= this.slotBytes ? written.length : 0;
    if (writtenLength > 0) slot.set(written!, answer.length);
    this.entries.set(hash, { key, slot, length: answer.length, writtenLength, forms });
  }

  /** Forgets every answer; the slots are kept for the answers to come. */
  clear(): void {
    for (const entry of this.entries.values()) this.freeSlots.push(entry.slot);
    this.entries.clear();
    this.seen.fill(NONE);
  }

  private hashOf(key: string): number {
    if (key !== this.lastKey) {
      this.lastHash = keyHash(key);
      this.lastKey = key;
    }
    return this.lastHash;
  }

  /** Whether `hash` was noted (it is no longer). */
  private forgetSeen(hash: number): boolean {
    const at = this.seen.indexOf(hash);
    if (at < 0) return false;
    this.seen[at] = NONE;
    return true;
  }
}
