import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { consolePageRoutes } from './console-page';
import { embedScript } from './embed-script';
import { compressOnce, sendEncoded, type EncodedBody } from './encoded-body';
import { firstPaintPages } from './first-paint';
import { publicOrigin } from '../../plugins/public-origin';

/** The widget's build output inside this repository. */
export const WIDGET_DIST = fileURLToPath(new URL('../../../../widget/dist', import.meta.url));
const API_PREFIXES = ['/api/', '/flow/', '/dev/'];
// The embed script names the origin it was fetched from; with PUBLIC_URL unset that follows the Host
// header, so only a few origins' compressed copies are kept.
const EMBED_ORIGINS_KEPT = 8;

// Serves the built widget from the API's own origin: hashed assets cached for a year, and every
// other GET (/iframe/{id}, /{id}, /l/{code}, any path) answered with the app's page (spec 1 §2 Routes),
// the one already painted with the partner's starting screen (decision 022). Text files go out as the
// brotli or gzip copies the build wrote beside them (decision 020).
export const widgetRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir: widgetDist }) => {
  if (!existsSync(`${widgetDist}/index.html`)) {
    throw new Error(`The widget is not built (${widgetDist}); run npm run build`);
  }
  const pages = await firstPaintPages(app, widgetDist);

  await app.register(fastifyStatic, {
    root: widgetDist,
    wildcard: false,
    index: false,
    // Picks file.br or file.gz by Accept-Encoding, falls back to the file, and always sends Vary.
    preCompressed: true,
    // The copies are reached through their originals' URLs, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  await app.register(consolePageRoutes, { dir: widgetDist });

  const embedBodies = new Map<string, Promise<EncodedBody>>();
  // The widget's own files and pages are not the API: its OpenAPI document leaves them out.
  app.get('/embed.js', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(app.env, request);
    let body = embedBodies.get(origin);
    if (!body) {
      if (embedBodies.size >= EMBED_ORIGINS_KEPT) embedBodies.delete(embedBodies.keys().next().value!);
      body = compressOnce(embedScript(origin));
      embedBodies.set(origin, body);
    }
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return sendEncoded(request, reply, await body);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    const { body, contentSecurityPolicy } = await pages.pageFor(request.url);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', contentSecurityPolicy);
    return sendEncoded(request, reply, body);
  });
};
