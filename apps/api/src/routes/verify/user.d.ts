import type { FastifyPluginAsync } from 'fastify';
export declare const userRoutes: FastifyPluginAsync;
