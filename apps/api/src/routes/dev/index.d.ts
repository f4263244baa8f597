import type { FastifyPluginAsync } from 'fastify';
export declare const devRoutes: FastifyPluginAsync;
