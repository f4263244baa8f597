import type { FastifyInstance, FastifyRequest } from 'fastify';
export declare const ADMIN_KEY_HEADER = "x-kerb-admin-key";
export declare function adminKeyGuard(app: FastifyInstance): (request: FastifyRequest) => Promise<void>;
