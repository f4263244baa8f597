import { IdParams } from '@kerb/domain/contracts/common';
import { LenderStatusRequest, LenderStatusResponse } from '@kerb/domain/contracts/lender-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from '../../plugins/errors';
import { DELIVERY_HEADERS } from '../../services/delivery/signature';
import { applyLenderStatus } from '../../services/lender-status';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, which the lender's signature covers (this plugin's routes only). */
    rawBody?: string;
  }
}

// Issue 36 §1 (docs/decisions/080): POST /api/lenders/{id}/status, signed by the lender. The signature covers
// the bytes as sent, so this plugin keeps them beside the parsed body.
export const lenderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4_096 }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON', 'body', 'not JSON'), undefined);
    }
  });

  app.post('/api/lenders/:id/status', {
    schema: {
      params: IdParams,
      body: LenderStatusRequest,
      description: 'A lender moves an application it was sent on. Signed as Kerb signs what it sends the lender: kerb-timestamp '
        + '(seconds since the epoch, within 5 minutes) and kerb-signature (v1= and the hex HMAC-SHA256 of `${timestamp}.${body}` '
        + 'with the lender\'s submission secret).',
      headers: z.looseObject({ [DELIVERY_HEADERS.timestamp]: z.optional(z.string()), [DELIVERY_HEADERS.signature]: z.optional(z.string()) }),
      response: { 200: LenderStatusResponse },
    },
  }, async (request) => applyLenderStatus({ db: app.db, env: app.env }, request.params.id, {
    timestamp: request.headers[DELIVERY_HEADERS.timestamp],
    signature: request.headers[DELIVERY_HEADERS.signature],
    body: request.rawBody ?? '',
  }, request.body));
};
