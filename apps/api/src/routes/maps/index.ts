import { MapConfigResponse } from '@kerb/domain/contracts/maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// GET /api/maps/config: the store selector's map tiles (docs/decisions/053). Public, like the partner config
// the widget reads before anyone logs in; the answer is the server's configuration, the same for everyone.
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer: MapConfigResponse = {
    tileUrl: app.env.MAP_TILE_URL ?? null,
    attribution: app.env.MAP_TILE_URL ? app.env.MAP_TILE_ATTRIBUTION ?? null : null,
  };
  app.get('/api/maps/config', { config: { samplePort: 'maps' }, schema: { response: { 200: MapConfigResponse } } }, async (_request, reply) => {
    // A tile key changes only with a restart; a visitor's browser may keep it for a few minutes.
    reply.header('cache-control', 'public, max-age=300');
    return answer;
  });
};
