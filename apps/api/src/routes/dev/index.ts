import type { FastifyPluginAsync } from 'fastify';

export const devRoutes: FastifyPluginAsync = async () => {};
