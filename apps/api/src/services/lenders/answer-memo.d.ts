import { type CompressedForms } from '../../plugins/compression';
/**
 * A hash of the key, cut to 30 bits so that it is a small integer on every platform. The key's characters
 * are copied into memory as bytes at once (a character above 255 gives its low byte: two such keys may share
 * a hash, which only costs a miss, since an entry's key is compared before it is used), then read a word of
 * four at a time into four interleaved lanes, so that the processor works on four words at once rather than
 * waiting on each multiplication in turn, and the lanes are mixed into one. 0.25–0.3 against 1.05–1.2 µs for a
 * 375-character request, whose characters read one at a time each cost a check of the string's kind
 * (docs/decisions/019, thirteenth round).
 */
export declare function keyHash(key: string): number;
export declare class AnswerMemo {
    private readonly maxEntries;
    private readonly slotBytes;
    /**
     * By keyHash of their keys: a request's 400 characters are hashed once, by keyHash, where a Map keyed by
     * the text would hash them again (docs/decisions/019, twelfth round). Two keys of one hash share a place:
     * the later answer takes it.
     */
    private readonly entries;
    /** The last key hashed and its hash: a fresh quote's key is looked for, then noted or kept. */
    private lastKey;
    private lastHash;
    private readonly freeSlots;
    /**
     * Hashes of keys answered once and not remembered yet (-1: none), written in turn: the oldest is
     * overwritten first. The next answer under a hash in it is remembered.
     */
    private readonly seen;
    private nextSeen;
    /**
     * @param maxEntries answers remembered at most
     * @param slotBytes the largest answer remembered (larger ones are answered, not remembered)
     */
    constructor(maxEntries: number, slotBytes?: number);
    get size(): number;
    /** The answer remembered under `key`, in a buffer of its own; undefined when none. A hit becomes the most recent. */
    recall(key: string): Buffer | undefined;
    /**
     * The answer remembered under `key`: its JSON in a buffer of its own, or, when `written` is asked for
     * and the answer was kept with the form its writer compressed it in and that form has not been handed out
     * yet, that form (`written`: a view of the slot, valid until the memo next changes, so the caller copies
     * it). The written form is handed out once: an answer asked for again is worth the smaller bytes of the
     * client's own encoding, made once from the JSON (docs/decisions/019, twelfth round). Undefined when
     * there is no answer. A hit becomes the most recent.
     */
    find(key: string, written: boolean): {
        json: Buffer;
        written?: undefined;
    } | {
        json?: undefined;
        written: Uint8Array;
    } | undefined;
    /**
     * Remembers `answer` under `key` (with the compressed `forms` already made, and the form its writer
     * compressed as it wrote it, `written`; forms made later are kept too) when `key` has been answered
     * before; the first time, only notes the key.
     */
    remember(key: string, answer: Uint8Array, forms?: CompressedForms, written?: Uint8Array): void;
    /**
     * Whether this answer under `key` is to be remembered (then given to keep): false the first time a key
     * is answered, which only notes it. A caller that can write an answer without a copy to remember (a
     * fresh quote compressed as it is written) asks first.
     */
    wants(key: string): boolean;
    /**
     * Remembers `answer` under `key`, which wants said was to be remembered; `written`, the answer as its
     * writer compressed it (a fresh quote's, compressed as it was written), goes in the slot after it when
     * it fits there, handed out by find to the first repeat that takes it.
     */
    keep(key: string, answer: Uint8Array, forms?: CompressedForms, written?: Uint8Array): void;
    /** Forgets every answer; the slots are kept for the answers to come. */
    clear(): void;
    private hashOf;
    /** Whether `hash` was noted (it is no longer). */
    private forgetSeen;
}
