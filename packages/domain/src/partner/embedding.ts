import { z } from 'zod/mini';

// Issue 35 §3 "Embedding only where a partner allows" (docs/decisions/067). A partner lists the origins whose
// pages may frame its widget; the widget's pages send them as CSP frame-ancestors, and embed.js asks before it
// mounts. Sample partners may be framed by this server and by pages on this machine (localhost), for trying
// the embed; any other partner by its own list only, and by no one else until it has one.

/**
 * An origin as CSP frame-ancestors names it: `https://dealer.example`, with a port or `*` for any, and a
 * leading `*.` for every subdomain; `http://` only for localhost and 127.0.0.1 (a site is served over https).
 */
export const EMBED_ORIGIN_PATTERN = /^(?:https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|http:\/\/(?:localhost|127\.0\.0\.1))(?::(?:\d{1,5}|\*))?$/;
export const EmbedOrigin = z.string().check(z.trim(), z.toLowerCase(), z.regex(EMBED_ORIGIN_PATTERN, 'must be an origin such as https://dealer.example'));

/** Where a sample partner may be embedded besides this server: pages on the operator's own machine. */
export const SAMPLE_EMBED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*'] as const;

interface Embeddable {
  isSample?: boolean;
  embedOrigins?: readonly string[] | undefined;
}

/** The sources of the CSP frame-ancestors directive for a partner's pages; an unknown partner: this server. */
export function frameAncestors(partner: Embeddable | null | undefined): string[] {
  if (!partner) return ["'self'"];
  return ["'self'", ...(partner.isSample ? SAMPLE_EMBED_ORIGINS : []), ...(partner.embedOrigins ?? [])];
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Whether a listed source (`https://*.dealer.example:*`) allows a page of `origin`, as a browser matches it. */
function sourceAllows(source: string, origin: URL): boolean {
  const match = /^(https?):\/\/(\*\.)?([^:]+)(?::(\d+|\*))?$/.exec(source);
  if (!match) return false;
  const [, scheme, anySubdomain, host, port] = match;
  if (origin.protocol !== `${scheme}:`) return false;
  const hostMatches = anySubdomain ? origin.hostname.endsWith(`.${host}`) : origin.hostname === host;
  const portMatches = port === '*' || (port ?? (scheme === 'https' ? '443' : '80')) === portOf(origin);
  return hostMatches && portMatches;
}

/** Whether a page of `origin` may frame the partner's widget served from `selfOrigin` (embed.js asks this). */
export function mayEmbed(partner: Embeddable | null | undefined, origin: string, selfOrigin: string): boolean {
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  if (page.origin === new URL(selfOrigin).origin) return true;
  return frameAncestors(partner).some((source) => source !== "'self'" && sourceAllows(source, page));
}
