import type { FastifyPluginAsync } from 'fastify';
export declare const applicationPackRoutes: FastifyPluginAsync;
