import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BareResponse, HealthResponse, ReadyResponse } from '@kerb/domain/contracts/health';
import { sql } from 'drizzle-orm';
import { migrationsPending } from '../db/migrate';
import { HttpError } from '../plugins/errors';

// GET /healthz answers once the database answers (alive); GET /readyz once this instance can serve (issue 35
// §6): the database answers, every migration of this code is applied, and the widget's build is present.
// A proxy sends traffic by the second. GET /api/bare is the benchmark's baseline endpoint.
export const healthRoutes: FastifyPluginAsyncZod<{ widgetDir?: string | undefined }> = async (app, { widgetDir }) => {
  app.get('/healthz', { schema: { response: { 200: HealthResponse } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  app.get('/readyz', { schema: { response: { 200: ReadyResponse } } }, async (_request, reply) => {
    const checks = { database: 'ok', migrations: 'ok', widget: widgetDir ? 'ok' : 'not served' };
    try {
      const pending = await migrationsPending(app.db);
      if (pending > 0) checks.migrations = `${pending} not applied`;
    } catch {
      checks.database = 'unavailable';
      checks.migrations = 'unknown';
    }
    if (widgetDir && !existsSync(join(widgetDir, 'index.html'))) checks.widget = 'not built';
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.widget !== 'not built';
    if (ready) return { status: 'ready' as const, checks };
    reply.header('retry-after', '5');
    throw new HttpError(503, 'Not ready', undefined, undefined, { checks });
  });

  app.get('/api/bare', { schema: { response: { 200: BareResponse } } }, async () => ({ ok: true as const }));
};
