import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';
import { databaseRateLimitStore } from './rate-limit-store';

// Public look-ups (vehicle data, places, business registers) answer anyone, before any login, and some are
// backed by providers that bill per call. A route opts in with `config: lookupRateLimit(app)`; a client (by
// address, behind the proxy's X-Forwarded-For: app.ts trusts the proxy) over the limit gets a 429 with a JSON
// body naming the reason and a retry-after header. Counts are kept in the database, so every instance shares
// them (rate-limit-store.ts). A borrower's own costly calls (licence OCR, uploads, broker texts) are limited the
// same way, counted per borrower: borrowerRateLimit.
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    // Thrown, so the one error handler (plugins/errors.ts) writes the usual JSON body.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests; try again in ${context.after}`, undefined, 'rate limited'),
  });
});

/** The route option that limits a public look-up to LOOKUP_RATE_LIMIT_PER_MINUTE requests a minute per client. */
export function lookupRateLimit(app: FastifyInstance): NonNullable<RouteShorthandOptions['config']> {
  return { rateLimit: { max: app.env.LOOKUP_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
}

/**
 * The route option that limits a borrower's own calls (licence OCR, broker texts) to `max` a `timeWindow`
 * (ms), counted per borrower, not per address: a borrower's phone and computer share one count, and
 * borrowers behind one shop's network do not share theirs. Keyed in preHandler by the borrower the bearer token
 * names; without a valid token by address (the route then answers 401 as usual).
 */
export function borrowerRateLimit(max: number, timeWindow: number): NonNullable<RouteShorthandOptions['config']> {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler',
      keyGenerator: async (request: FastifyRequest) => {
        const caller = await request.optionalCaller();
        return caller ? `borrower:${caller.userId}` : `address:${request.ip}`;
      },
    },
  };
}
