import type { FastifyPluginAsync } from 'fastify';
export declare const trackingRoutes: FastifyPluginAsync;
