import type { FastifyPluginAsync } from 'fastify';
export declare const codeRoutes: FastifyPluginAsync;
