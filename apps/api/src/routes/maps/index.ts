import type { MapConfigResponse } from '@kerb/domain/contracts/maps';
import type { FastifyPluginAsync } from 'fastify';

// GET /api/maps/config: the store selector's map tiles (docs/decisions/053). Public, like the partner config
// the widget reads before anyone logs in; the answer is the server's configuration, the same for everyone.
export const mapRoutes: FastifyPluginAsync = async (app) => {
  const answer: MapConfigResponse = {
    tileUrl: app.env.MAP_TILE_URL ?? null,
    attribution: app.env.MAP_TILE_URL ? app.env.MAP_TILE_ATTRIBUTION ?? null : null,
  };
  app.get('/api/maps/config', async (_request, reply) => {
    // A tile key changes only with a restart; a visitor's browser may keep it for a few minutes.
    reply.header('cache-control', 'public, max-age=300');
    return answer;
  });
};
