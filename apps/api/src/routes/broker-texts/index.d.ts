import type { FastifyPluginAsync } from 'fastify';
export declare const brokerTextRoutes: FastifyPluginAsync;
