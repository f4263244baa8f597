import type { FastifyPluginAsync } from 'fastify';

export const partnerRoutes: FastifyPluginAsync = async () => {};
