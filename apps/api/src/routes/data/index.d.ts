import type { FastifyPluginAsync } from 'fastify';
export declare const dataRoutes: FastifyPluginAsync;
