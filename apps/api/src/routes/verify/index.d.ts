import type { FastifyPluginAsync } from 'fastify';
export declare const verifyRoutes: FastifyPluginAsync;
