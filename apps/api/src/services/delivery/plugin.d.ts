import { type ApplicationPackBuilder } from './pack';
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
export declare const deliveryPlugin: import("fastify").FastifyPluginCallback<DeliveryPluginOptions, import("fastify").RawServerDefault, import("fastify").FastifyTypeProviderDefault, import("fastify").FastifyBaseLogger>;
