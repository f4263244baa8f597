import type { FastifyPluginAsync } from 'fastify';
export declare const novatedRoutes: FastifyPluginAsync;
