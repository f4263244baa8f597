import { LiveEventParams } from '@kerb/domain/contracts/live-events';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import fp from 'fastify-plugin';
import { listen } from '../../db/notifications';
import { HttpError } from '../../plugins/errors';
import { findCaller } from '../../plugins/auth';
import { LiveEventHub } from '../../services/live-events/hub';
import { latestLiveEventId, pruneLiveEvents } from '../../services/live-events/read';
import { LIVE_EVENTS_CHANNEL } from '../../services/live-events/record';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventHub;
  }
}

// What a browser waits before reconnecting a dropped stream: well inside the 2 seconds a screen has to show
// a change made elsewhere (the browser's own default is about 3 seconds).
const RETRY_MS = 1_000;
const KEEP_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/** The Last-Event-ID a reconnecting browser sends, when it is one of our ids. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * spec 1 §7 "A server-sent events subscription … its path includes the event name (document-upload or
 * document-delete) and the token" (contracts/live-events, docs/decisions/043). Each stream carries one
 * borrower's events of one name. New events are announced across instances by PostgreSQL NOTIFY and read
 * from live_events, so any instance serves any borrower and a reconnect with Last-Event-ID misses nothing.
 */
export const liveEventRoutes: FastifyPluginAsync = fp(async (app) => {
  const hub = new LiveEventHub(app.db, (error) => app.log.warn({ reason: error.message }, 'live events not read'));
  app.decorate('liveEvents', hub);
  const listener = await listen(app.db, {
    channel: LIVE_EVENTS_CHANNEL,
    // The payload is the borrower's user id, never logged.
    onPayload: (userId) => hub.wakeUser(userId),
    onResync: () => hub.wakeAll(),
    onError: (error) => app.log.warn({ reason: error.message }, 'live events listener connection lost'),
  });

  const prune = () => pruneLiveEvents(app.db, KEEP_MS).catch((error: Error) => app.log.warn({ reason: error.message }, 'live events not pruned'));
  const pruner = setInterval(prune, PRUNE_EVERY_MS).unref();
  void prune();

  // Open streams never end by themselves: they are ended before the server stops taking connections.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    await listener.close();
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/events/:eventName/:token', {
    schema: { params: LiveEventParams, response: { 200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: z.string() } } } } },
  }, async (request, reply) => {
    const { eventName, token } = request.params;
    const caller = await findCaller(app.db, token);
    if (!caller) throw new HttpError(401, 'Login required', 'token', 'missing, expired or revoked token');
    const cursor = lastEventId(request.headers['last-event-id']) ?? (await latestLiveEventId(app.db, caller.userId));

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx and others would otherwise hold events back in a buffer
      'x-content-type-options': 'nosniff',
    });
    // The id sets the browser's Last-Event-ID before any event arrives, so even a stream dropped before
    // its first event is replayed from here.
    res.write(`retry: ${RETRY_MS}\nid: ${cursor}\n\n`);
    const subscription = hub.subscribe({
      userId: caller.userId,
      name: eventName,
      cursor,
      send: (id, data) => res.write(`id: ${id}\nevent: ${eventName}\ndata: ${JSON.stringify(data)}\n\n`),
    });

    // A comment keeps proxies from closing an idle stream; with it the session is checked again (a logout
    // or expiry ends the stream, and the browser's reconnect gets a 401), and the table is read in case a
    // notification was lost.
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
      findCaller(app.db, token).then(
        (still) => (still ? subscription.wake() : end()),
        (error: Error) => app.log.warn({ reason: error.message }, 'live events session not checked'),
      );
    }, app.env.LIVE_EVENTS_HEARTBEAT_SECONDS * 1_000);

    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      subscription.stop();
      res.end();
    };
    open.add(end);
    res.on('close', end);
  });
});
