import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mapTileOrigin } from '@kerb/domain/contracts/maps';
import helmet, { type HelmetOptions } from 'helmet';

// Strict headers. Partners embed the widget in an iframe on their own sites: a widget page names the origins
// its partner allows in frame-ancestors (pageContentSecurityPolicy, docs/decisions/067); everything else may
// be framed by this server alone. X-Frame-Options, which cannot name several origins, is not sent.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The policy's directives with the store selector's map tile host among the image sources when one is
 * configured (MAP_TILE_URL, docs/decisions/053). An https host is within 'https:' already (partners' logos
 * need it); naming it keeps the policy readable and lets a tile server on this machine (http) be used.
 */
function directivesFor(mapTileUrl: string | undefined) {
  if (!mapTileUrl) return CSP_DIRECTIVES;
  return { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, mapTileOrigin(mapTileUrl)] };
}

export function helmetOptions(mapTileUrl?: string): HelmetOptions {
  return {
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: directivesFor(mapTileUrl) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export const HELMET_OPTIONS: HelmetOptions = helmetOptions();

/**
 * The headers helmet sets for these options. They do not depend on the request (no CSP nonces), so helmet
 * runs once, against a response that only records, instead of on every request: rebuilding the policy
 * per request cost about as much as the rest of a small request's handling.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The CSP of a page that carries inline scripts of its own (the widget's entry, decision 022): the same
 * policy, allowing exactly those scripts by their SHA-256 (base64) beside 'self'; never 'unsafe-inline'.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], mapTileUrl?: string): (frameAncestors: readonly string[]) => string {
  const scriptSrc = [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  // frame-ancestors is the partner's (domain partner/embedding): added per page, the rest made once.
  const directives = { ...directivesFor(mapTileUrl), scriptSrc, frameAncestors: null };
  const headers = securityHeaders({ ...helmetOptions(mapTileUrl), contentSecurityPolicy: { directives } });
  const policy = headers['content-security-policy']!;
  return (frameAncestors) => `${policy};frame-ancestors ${frameAncestors.join(' ')}`;
}

/** The widget's built files (scripts, the stylesheet): never documents (routes/widget). */
export const ASSET_PREFIX = '/assets/';

// Headers that govern a document (what it may run, open or be framed by, how the old IE opened it); a
// script or stylesheet answer ignores them. The widget's first screen loads a few dozen such files, where
// these would add some 400 bytes each to a phone's download (issue 8), so they are left off there. What
// does apply to a script or stylesheet stays: nosniff, CORP, HSTS and the referrer policy.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(helmetOptions(app.env.MAP_TILE_URL));
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(ASSET_PREFIX) ? assetHeaders : headers);
    done();
  });
});
