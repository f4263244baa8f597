import type { FastifyPluginAsync } from 'fastify';

export const widgetRoutes: FastifyPluginAsync = async () => {};
