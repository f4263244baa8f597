import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { lenderLogoSvg } from '@kerb/domain/lending/logo';
import { Lender } from '@kerb/domain/lending/panel';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { lenders } from '../../db/schema/index';
import { sendKept } from '../../plugins/compress';
import { badRequest, HttpError } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';

// Issue 3 "Quotes": POST /api/lenders/quotes (our contract; spec 1 §7 leaves the lender-list call unshown),
// and the lender logos of spec 1 §3 ("Lender logos are images fetched by lender id").

export const lenderRoutes: FastifyPluginAsync = async (app) => {
  // Public, like the quick calculator that calls it: computed over the panel in memory and remembered for
  // repeats, with its brotli form (docs/decisions/005, 019).
  app.post('/api/lenders/quotes', async (request, reply) => {
    const quote = parseRequest(QuoteRequest, request.body);
    const answer = await app.lenderPanel.quoteAnswer(quote);
    if (answer === null) throw badRequest('partnerId', 'no partner with this id');
    return sendKept(request, reply, answer);
  });

  // The drawn monogram; a retired lender keeps its logo, since saved applications still name it.
  app.get<{ Params: { id: string } }>('/api/lenders/:id/logo.svg', async (request, reply) => {
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
