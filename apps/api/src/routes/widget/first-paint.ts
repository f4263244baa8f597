import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { FIRST_PAINTS, type FirstPaint, firstPaintFile, firstPaintOfPage } from '@kerb/domain/journey/first-paint';
import { parseRoute } from '@kerb/domain/journey/routes';
import { frameAncestors } from '@kerb/domain/partner/embedding';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { FastifyInstance } from 'fastify';
import { pageContentSecurityPolicy } from '../../plugins/security';
import { type EncodedBody, readPrecompressed } from './encoded-body';

const INLINE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;

/** The SHA-256 (base64) of each inline script of a page, as CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => createHash('sha256').update(code!).digest('base64'));
}

/**
 * The widget's pages, one per first paint the build wrote (issue 8, docs/decisions/022), held in memory
 * with their compressed copies; `pageFor` answers a request with the one of its partner's starting screen.
 */
export async function firstPaintPages(app: FastifyInstance, dir: string) {
  const pages = new Map<string, EncodedBody>();
  const index = await readPrecompressed(join(dir, 'index.html'));
  for (const paint of FIRST_PAINTS) {
    const file = firstPaintFile(paint);
    // A widget built without the prerender step (a bare `vite build`) has index.html alone.
    pages.set(file, await readPrecompressed(join(dir, file)).catch(() => index));
  }
  const page = (paint: FirstPaint) => pages.get(firstPaintFile(paint))!;
  // Every page carries the same inline entry; the policy allows exactly the scripts the pages carry.
  const hashes = new Set([...pages.values()].flatMap((body) => inlineScriptHashes(body.identity.toString('utf8'))));
  const policyFramedBy = pageContentSecurityPolicy([...hashes], app.env.MAP_TILE_URL);

  /** The page for a request, with its policy: framed only where its partner allows (docs/decisions/067). */
  async function pageFor(url: string): Promise<{ body: EncodedBody; contentSecurityPolicy: string }> {
    const [pathname = '/', search = ''] = url.split('?', 2);
    const route = parseRoute(pathname);
    let partner: PartnerConfig | null = null;
    let paint: FirstPaint = { screen: null, sample: false };
    if (route.kind === 'app') {
      try {
        // From memory after the partner's first page (docs/decisions/005); unknown ids are remembered too.
        partner = await app.lenderPanel.partner(route.partnerId);
        paint = firstPaintOfPage(partner, new URLSearchParams(search), new Date());
      } catch (error) {
        // The page must open whatever the database says; the widget reports the failure itself.
        app.log.warn({ err: error }, 'first paint: partner config unavailable');
      }
    }
    return { body: page(paint), contentSecurityPolicy: policyFramedBy(frameAncestors(partner)) };
  }

  return { pageFor };
}
