import type { FastifyPluginAsync } from 'fastify';
export declare const deliveryAdminRoutes: FastifyPluginAsync;
