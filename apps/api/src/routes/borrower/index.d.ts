import type { FastifyPluginAsync } from 'fastify';
export declare const borrowerRoutes: FastifyPluginAsync;
