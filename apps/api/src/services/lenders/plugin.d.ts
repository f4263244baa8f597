import type { FastifyInstance } from 'fastify';
import { LenderPanelCache } from './panel-cache';
declare module 'fastify' {
    interface FastifyInstance {
        /** The lender panel and partner configs held in memory for quotes (docs/decisions/005). */
        lenderPanel: LenderPanelCache;
    }
}
export declare const lenderPanelPlugin: (app: FastifyInstance) => Promise<void>;
