/**
 * Quotes worked out together at most: a larger crowd goes in groups of this many, one after another. Eight
 * answers (about 240 KB) and the kernel's copies of them still fit the processor's own cache, where 32 did
 * not: groups of 8 measured 5-10% more fresh quotes a second than groups of 32, with a lower p99
 * (docs/decisions/019, eighth round). The first answer of a group waits for at most 7 others.
 */
export declare const MOST_QUOTES_TOGETHER = 8;
/** Settles once the input of this turn of the event loop has been read; callers of a turn share it, in groups. */
export declare function endOfTurn(): Promise<void>;
