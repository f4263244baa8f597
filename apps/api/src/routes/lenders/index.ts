import { Binary, IdParams } from '@kerb/domain/contracts/common';
import { QuoteRequest, QuoteResponse } from '@kerb/domain/contracts/lenders';
import { lenderLogoSvg } from '@kerb/domain/lending/logo';
import { Lender } from '@kerb/domain/lending/panel';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lenders } from '../../db/schema/index';
import { sendKept } from '../../plugins/compress';
import { badRequest, HttpError } from '../../plugins/errors';

// Issue 3 "Quotes": POST /api/lenders/quotes (our contract; spec 1 §7 leaves the lender-list call unshown),
// and the lender logos of spec 1 §3 ("Lender logos are images fetched by lender id").

export const lenderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public, like the quick calculator that calls it: computed over the panel in memory and remembered from
  // its second ask, with its brotli form (docs/decisions/005, 019).
  app.post('/api/lenders/quotes', { schema: { body: QuoteRequest, response: { 200: QuoteResponse } } }, async (request, reply) => {
    const answer = await app.lenderPanel.quoteAnswer(request.body);
    if (answer === null) throw badRequest('partnerId', 'no partner with this id');
    return sendKept(request, reply, answer);
  });

  // The drawn monogram; a retired lender keeps its logo, since saved applications still name it.
  app.get('/api/lenders/:id/logo.svg', {
    schema: { params: IdParams, response: { 200: { description: 'The lender\'s logo', content: { 'image/svg+xml': { schema: Binary } } } } },
  }, async (request, reply) => {
    const { id } = request.params;
    let lender: Pick<Lender, 'name' | 'brandColor'> | undefined = app.lenderPanel.lenders.find((l) => l.id === id);
    if (!lender) {
      const [row] = await app.db.select().from(lenders).where(eq(lenders.id, id));
      const parsed = row ? Lender.safeParse({ ...(row.data as object), id: row.id, name: row.name, isSample: row.isSample }) : undefined;
      if (parsed?.success) lender = parsed.data;
    }
    if (!lender) throw new HttpError(404, 'Lender not found', 'id', 'no lender with this id');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lenderLogoSvg(lender.name, lender.brandColor));
  });
};
