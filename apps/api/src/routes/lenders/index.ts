import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { lenderLogoSvg } from '@kerb/domain/lending/logo';
import { Lender } from '@kerb/domain/lending/panel';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { lenders } from '../../db/schema/index';
import { acceptedBy } from '../../plugins/encodings';
import { badRequest, HttpError } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';
import { endOfTurn } from '../../services/lenders/quote-turn';

// Issue 3 "Quotes": POST /api/lenders/quotes (our contract; spec 1 §7 leaves the lender-list call unshown),
// and the lender logos of spec 1 §3 ("Lender logos are images fetched by lender id").
export const lenderRoutes: FastifyPluginAsync = async (app) => {
  // JSON bodies reach these routes as their text: a quote the widget asks for again, byte for byte, is
  // answered from memory before any parsing (docs/decisions/005); anything else is parsed exactly as
  // Fastify's own JSON parser would (same errors, same prototype-poisoning refusal).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));
  const jsonOf = (request: FastifyRequest, text: string): unknown => {
    let parsed: unknown;
    parseJson(request, text, (err, body) => {
      if (err) throw err;
      parsed = body;
    });
    return parsed;
  };

  // Public, like the quick calculator that calls it. Pure computation over the panel in memory; the
  // answer is sent as remembered JSON text (docs/decisions/005).
  app.post('/api/lenders/quotes', async (request, reply) => {
    const text = typeof request.body === 'string' ? request.body : undefined;
    const remembered = text === undefined ? undefined : app.lenderPanel.rememberedQuote(text);
    reply.type('application/json; charset=utf-8');
    if (remembered !== undefined) return reply.send(remembered);
    await endOfTurn();
    const quote = parseRequest(QuoteRequest, text === undefined ? request.body : jsonOf(request, text));
    // What the client accepts, so that the answer is compressed where it is computed.
    const answer = await app.lenderPanel.quoteJson(quote, text, reply.raw, acceptedBy(request.headers['accept-encoding']));
    if (answer === null) throw badRequest('partnerId', 'no partner with this id');
    if (answer.deflated === undefined) return reply.send(answer.json);
    // Compressed as it was written (docs/decisions/019, tenth round): the compression plugin leaves an
    // answer with its content-encoding alone.
    return reply.header('content-encoding', 'deflate').header('vary', 'accept-encoding').send(answer.deflated);
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
