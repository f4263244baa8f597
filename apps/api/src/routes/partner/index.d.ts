import type { FastifyPluginAsync } from 'fastify';
export declare const partnerRoutes: FastifyPluginAsync;
