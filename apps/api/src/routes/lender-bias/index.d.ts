import type { FastifyPluginAsync } from 'fastify';
export declare const lenderBiasRoutes: FastifyPluginAsync;
