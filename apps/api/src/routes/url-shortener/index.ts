import type { FastifyPluginAsync } from 'fastify';

export const urlShortenerRoutes: FastifyPluginAsync = async () => {};
