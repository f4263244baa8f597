import type { FastifyInstance } from 'fastify';
import { type EncodedBody } from './encoded-body';
/** The SHA-256 (base64) of each inline script of a page, as CSP names them. */
export declare function inlineScriptHashes(html: string): string[];
/**
 * The widget's pages, one per first paint the build wrote (issue 8, docs/decisions/022), held in memory
 * with their compressed copies; `pageFor` answers a request with the one of its partner's starting screen.
 */
export declare function firstPaintPages(app: FastifyInstance, dir: string): Promise<{
    contentSecurityPolicy: string;
    pageFor: (url: string) => Promise<EncodedBody>;
}>;
