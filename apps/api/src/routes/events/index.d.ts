import type { FastifyPluginAsync } from 'fastify';
import { LiveEventHub } from '../../services/live-events/hub';
declare module 'fastify' {
    interface FastifyInstance {
        liveEvents: LiveEventHub;
    }
}
/**
 * spec 1 §7 "A server-sent events subscription … its path includes the event name (document-upload or
 * document-delete) and the token" (contracts/live-events, docs/decisions/043). Each stream carries one
 * borrower's events of one name. New events are announced across instances by PostgreSQL NOTIFY and read
 * from live_events, so any instance serves any borrower and a reconnect with Last-Event-ID misses nothing.
 */
export declare const liveEventRoutes: FastifyPluginAsync;
