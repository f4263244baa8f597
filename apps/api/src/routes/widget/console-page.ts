import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { pageContentSecurityPolicy } from '../../plugins/security';
import { readPrecompressed, sendEncoded } from './encoded-body';

/** The console's build inside the widget's (apps/widget/console.vite.config.ts). */
const CONSOLE_PAGE = 'console/console.html';

// Issue 36 "its own route (/console) and bundle": every /console address is the console's one page (its
// router picks the view); its hashed assets are the static files under /console/assets/. The console is
// never framed by anyone, unlike the widget's pages.
export const consolePageRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  // A widget built without it (a bare `vite build`) answers 404 here, never the widget as partner "console".
  const built = existsSync(join(dir, CONSOLE_PAGE));
  if (!built) app.log.warn('the console is not built; /console answers 404 until the next npm run build');
  const page = built ? await readPrecompressed(join(dir, CONSOLE_PAGE)) : null;
  const policy = pageContentSecurityPolicy([], app.env.MAP_TILE_URL)(["'none'"]);
  const handler: RouteHandlerMethod = async (request, reply) => {
    if (!page || request.url.startsWith('/console/assets/')) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', policy);
    return sendEncoded(request, reply, page);
  };
  app.get('/console', { schema: { hide: true } }, handler);
  app.get('/console/*', { schema: { hide: true } }, handler);
};
