import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BareResponse, HealthResponse } from '@kerb/domain/contracts/health';
import { sql } from 'drizzle-orm';

// GET /healthz answers once the database answers; GET /api/bare is the benchmark's baseline endpoint.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: HealthResponse } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
  app.get('/api/bare', { schema: { response: { 200: BareResponse } } }, async () => ({ ok: true as const }));
};
