import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * PostgreSQL LISTEN on one channel, for as long as the app runs. `onPayload` gets each NOTIFY's payload;
 * `onResync` is called after a lost connection is restored, when notifications may have been missed.
 */
export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onPayload(payload: string): void;
  onResync(): void;
  /** A lost or refused listening connection (the listener keeps retrying). */
  onError(error: Error): void;
}

// Channel names are identifiers: only plain lower-case names are taken, so none needs quoting.
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Listens through the database the app was given: PGlite's own listen in the embedded default (one
 * process, so its notifications are all there is), or, on a PostgreSQL server, one dedicated connection
 * apart from the pool (a pooled connection is handed to other queries and would drop the LISTEN).
 */
export async function listen(db: Database, options: ListenOptions): Promise<Listener> {
  if (!CHANNEL.test(options.channel)) throw new Error(`not a plain channel name: ${options.channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(options.channel, options.onPayload);
    return { close: () => unlisten() };
  }
  if (client instanceof pg.Pool) return listenOnServer(client.options, options);
  throw new Error('live events need a PGlite or node-postgres database');
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

async function listenOnServer(config: pg.ClientConfig, options: ListenOptions): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onPayload(message.payload ?? '');
    });
    // A dropped connection ('error', then 'end') is replaced; the pool's own connections are not involved.
    next.on('error', (error) => options.onError(error));
    next.on('end', () => {
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const reconnect = () => {
    client = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          retryMs = RETRY_FIRST_MS;
          // Changes committed while no one listened are read from the table by every stream.
          options.onResync();
        },
        (error: Error) => {
          options.onError(error);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          reconnect();
        },
      );
    }, retryMs);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
