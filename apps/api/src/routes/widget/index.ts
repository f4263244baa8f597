import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { embedScript } from './embed-script';

/** The widget's build output inside this repository. */
export const WIDGET_DIST = fileURLToPath(new URL('../../../../widget/dist', import.meta.url));
const API_PREFIXES = ['/api/', '/flow/', '/dev/'];

// Serves the built widget from the API's own origin: hashed assets cached for a year, and every
// other GET (/iframe/{id}, /{id}, /l/{code}, any path) answered with the app's index.html (spec 1 §2 Routes).
export const widgetRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir: widgetDist }) => {
  if (!existsSync(`${widgetDist}/index.html`)) {
    throw new Error(`The widget is not built (${widgetDist}); run npm run build`);
  }
  const indexHtml = await readFile(`${widgetDist}/index.html`, 'utf8');

  await app.register(fastifyStatic, {
    root: widgetDist,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/embed.js', async (request, reply) => {
    const origin = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(embedScript(origin));
  });

  app.get('/*', async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
};
