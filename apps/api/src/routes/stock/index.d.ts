import type { FastifyPluginAsync } from 'fastify';
import { type StockFeed } from '../../adapters/stock/port';
export interface StockRoutesOptions {
    /** Another feed than the configured one (adapters/stock/index). */
    feed?: StockFeed;
}
export declare const stockRoutes: FastifyPluginAsync<StockRoutesOptions>;
