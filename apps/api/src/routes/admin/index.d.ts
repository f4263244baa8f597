import type { FastifyPluginAsync } from 'fastify';
export declare const adminRoutes: FastifyPluginAsync;
