import type { FastifyPluginAsync } from 'fastify';
export declare const lenderRoutes: FastifyPluginAsync;
