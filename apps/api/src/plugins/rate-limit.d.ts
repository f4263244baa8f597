import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
export declare const rateLimitPlugin: (app: FastifyInstance) => Promise<void>;
/** The route option that limits a public look-up to LOOKUP_RATE_LIMIT_PER_MINUTE requests a minute per client. */
export declare function lookupRateLimit(app: FastifyInstance): NonNullable<RouteShorthandOptions['config']>;
/**
 * The route option that limits a borrower's own calls (licence OCR, broker texts) to `max` a `timeWindow`
 * (ms), counted per borrower, not per address: a borrower's phone and computer share one count, and
 * borrowers behind one shop's network do not share theirs. Keyed in preHandler by the borrower the bearer token
 * names; without a valid token by address (the route then answers 401 as usual).
 */
export declare function borrowerRateLimit(max: number, timeWindow: number): NonNullable<RouteShorthandOptions['config']>;
