import type { FastifyPluginAsync } from 'fastify';
export declare const urlShortenerRoutes: FastifyPluginAsync;
