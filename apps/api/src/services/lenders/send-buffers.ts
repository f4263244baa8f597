// Fresh quote answers are written straight into buffers lent by a pool and given back once the response is
// over (docs/decisions/019). A buffer of its own for every fresh answer was 30 KB of new memory per
// request, cold in the cache when the kernel copied it out and garbage right after: sending the same bytes
// from a fresh copy each time measured 13 µs of server CPU more per request than sending one buffer again.
// The most recently given back buffer is lent first, so the answer is written into memory still in the
// cache. A lent buffer is never written again before its response has closed (the bytes are with the
// kernel, or the client has gone), so no answer on its way changes.

/** What a lent buffer waits for: the response it was sent on closing (http.ServerResponse 'close'). */
export interface ClosingResponse {
  once(event: 'close', listener: () => void): unknown;
}

export class SendBuffers {
  private readonly free: Uint8Array[] = [];

  /**
   * @param bufferBytes the size of each pooled buffer (a larger answer is sent from a copy of its own)
   * @param maxFree buffers kept for reuse at most (more are let go when given back)
   */
  constructor(private readonly bufferBytes = 64 * 1024, private readonly maxFree = 64) {}

  /** Buffers waiting to be lent. */
  get available(): number {
    return this.free.length;
  }

  /** A buffer to write an answer into, then to hand to send. */
  take(): Uint8Array {
    return this.free.pop() ?? new Uint8Array(this.bufferBytes);
  }

  /**
   * The answer written into `memory` (taken from this pool) to send on `response`: `bytes` a view of it,
   * or of memory of their own when the answer did not fit. `memory` comes back when `response` closes.
   */
  send(memory: Uint8Array, bytes: Uint8Array, response: ClosingResponse): Buffer {
    if (bytes.buffer !== memory.buffer) {
      this.giveBack(memory);
      return Buffer.from(bytes);
    }
    response.once('close', () => this.giveBack(memory));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private giveBack(memory: Uint8Array): void {
    if (this.free.length < this.maxFree) this.free.push(memory);
  }
}
