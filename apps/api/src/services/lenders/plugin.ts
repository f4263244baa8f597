import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LenderPanelCache } from './panel-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lender panel and partner configs held in memory for quotes (docs/decisions/005). */
    lenderPanel: LenderPanelCache;
  }
}

// Loads the panel once before the server answers; routes and other services (serviceability,
// pre-approval) quote through app.lenderPanel.
export const lenderPanelPlugin = fp(async (app: FastifyInstance) => {
  const cache = new LenderPanelCache(app.db, {
    checkIntervalMs: app.env.LENDER_PANEL_CHECK_MS, log: app.log, sampleProviders: app.sampleProviders,
  });
  await cache.reload();
  app.decorate('lenderPanel', cache);
  app.addHook('onClose', () => cache.settled());
});
