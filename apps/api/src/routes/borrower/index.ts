import type { FastifyPluginAsync } from 'fastify';

export const borrowerRoutes: FastifyPluginAsync = async () => {};
