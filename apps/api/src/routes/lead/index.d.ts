import type { FastifyPluginAsync } from 'fastify';
export declare const ADMIN_KEY_HEADER = "x-kerb-admin-key";
export declare const leadRoutes: FastifyPluginAsync;
