import { get, type Agent, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

// A server-sent events reader over HTTP, as a browser's EventSource reads a stream: messages are split on
// blank lines, `id:` carries over to later messages, comments are kept apart (heartbeats).

export interface SseMessage {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next message with data (an `id:`-only message only moves lastEventId), or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the next comment line arrives. */
  nextComment(timeoutMs?: number): Promise<string>;
  /** The last id seen, as EventSource keeps it for Last-Event-ID. */
  lastEventId: string | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, lastEventId?: string, agent?: Agent): Promise<SseStream> {
  // node:http with a connection of its own, ended by close(): nothing is left open on the server after.
  // With `agent`, a kept-alive connection, as a browser holds one.
  const req = get(url, {
    agent: agent ?? false,
    headers: { accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) },
  });
  const res = await new Promise<IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject));
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  let buffer = '';
  let lastId: string | undefined;
  let done = false;
  const stream: SseStream = {
    status: res.statusCode ?? 0,
    headers: res.headers,
    get lastEventId() {
      return lastId;
    },
    next: (timeoutMs = 5_000) => waitFor(() => messages.shift(), timeoutMs, 'an event'),
    nextComment: (timeoutMs = 5_000) => waitFor(() => comments.shift(), timeoutMs, 'a comment'),
    ended: Promise.resolve(),
    close: () => req.destroy(),
  };

  async function waitFor<T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const item = take();
      if (item !== undefined) return item;
      if (done) throw new Error(`stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  function parse(block: string) {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'id') lastId = value;
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ id: lastId, event, data: data.join('\n') });
  }

  if (res.statusCode === 200) {
    res.setEncoding('utf8');
    stream.ended = new Promise<void>((resolve) => {
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        notify();
      });
      res.once('close', () => {
        done = true;
        notify();
        resolve();
      });
    });
  } else {
    res.resume();
    done = true;
  }
  return stream;
}
