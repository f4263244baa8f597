import type { FastifyPluginAsync } from 'fastify';

export const leadRoutes: FastifyPluginAsync = async () => {};
