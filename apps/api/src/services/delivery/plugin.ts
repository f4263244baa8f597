import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocumentStorage } from '../../adapters/document-storage/index';
import { kerbApplicationPack, type ApplicationPackBuilder } from './pack';
import { DeliveryWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery worker (docs/decisions/045): sends what the outbox holds to lenders and partners. */
    delivery: DeliveryWorker;
  }
}

export interface DeliveryPluginOptions {
  /** Builds the application pack a delivery encloses. */
  pack?: ApplicationPackBuilder;
}

// The worker runs inside this process by default, from when the app is ready until it closes; with
// DELIVERY_POLL_MS=0 it does not poll here (another process of the same database delivers), though
// requests still send their own e-mails at once (flush). On close (issue 35 §6) it stops as the server
// starts closing, so what it had claimed is released while in-flight requests are still finishing; the app
// waits for the releases before the database closes.
export const deliveryPlugin = fp<DeliveryPluginOptions>(async (app: FastifyInstance, options) => {
  const worker = new DeliveryWorker({
    db: app.db,
    env: app.env,
    messages: app.messages,
    storage: createDocumentStorage(app.env, app.db),
    // The pack's JSON names its schema by Kerb's public address; without PUBLIC_URL, this server's own.
    pack: options.pack ?? kerbApplicationPack({
      db: app.db, panel: app.lenderPanel, publicUrl: app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`, sampleProviders: app.sampleProviders,
    }),
    log: app.log,
  });
  app.decorate('delivery', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => void worker.stop());
  app.addHook('onClose', () => worker.stop());
});
