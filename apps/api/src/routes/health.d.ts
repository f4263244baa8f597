import type { FastifyPluginAsync } from 'fastify';
export declare const healthRoutes: FastifyPluginAsync;
