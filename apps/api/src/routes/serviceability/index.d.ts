import type { FastifyPluginAsync } from 'fastify';
export declare const serviceabilityRoutes: FastifyPluginAsync;
