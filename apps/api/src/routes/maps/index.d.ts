import type { FastifyPluginAsync } from 'fastify';
export declare const mapRoutes: FastifyPluginAsync;
