import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';

// GET /healthz answers once the database answers; GET /api/bare is the benchmark's baseline endpoint.
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  app.get('/api/bare', async () => ({ ok: true }));
};
