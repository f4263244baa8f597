import type { FastifyInstance } from 'fastify';
import { type HelmetOptions } from 'helmet';
export declare function helmetOptions(mapTileUrl?: string): HelmetOptions;
export declare const HELMET_OPTIONS: HelmetOptions;
/**
 * The headers helmet sets for these options. They do not depend on the request (no CSP nonces), so helmet
 * runs once, against a response that only records, instead of on every request: rebuilding the policy
 * per request cost about as much as the rest of a small request's handling.
 */
export declare function securityHeaders(options?: HelmetOptions): Record<string, string>;
/**
 * The CSP of a page that carries inline scripts of its own (the widget's entry, decision 022): the same
 * policy, allowing exactly those scripts by their SHA-256 (base64) beside 'self'; never 'unsafe-inline'.
 */
export declare function pageContentSecurityPolicy(scriptHashes: readonly string[], mapTileUrl?: string): string;
/** The widget's built files (scripts, the stylesheet): never documents (routes/widget). */
export declare const ASSET_PREFIX = "/assets/";
export declare const securityPlugin: (app: FastifyInstance) => Promise<void>;
