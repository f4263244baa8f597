/** What a lent buffer waits for: the response it was sent on closing (http.ServerResponse 'close'). */
export interface ClosingResponse {
    once(event: 'close', listener: () => void): unknown;
}
export declare class SendBuffers {
    private readonly bufferBytes;
    private readonly maxFree;
    private readonly free;
    /**
     * @param bufferBytes the size of each pooled buffer (a larger answer is sent from a copy of its own)
     * @param maxFree buffers kept for reuse at most (more are let go when given back)
     */
    constructor(bufferBytes?: number, maxFree?: number);
    /** Buffers waiting to be lent. */
    get available(): number;
    /** A buffer to write an answer into, then to hand to send. */
    take(): Uint8Array;
    /**
     * The answer written into `memory` (taken from this pool) to send on `response`: `bytes` a view of it,
     * or of memory of their own when the answer did not fit. `memory` comes back when `response` closes.
     */
    send(memory: Uint8Array, bytes: Uint8Array, response: ClosingResponse): Buffer;
    private giveBack;
}
