import type { FastifyPluginAsync } from 'fastify';

export const verifyRoutes: FastifyPluginAsync = async () => {};
