import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { lenderLogoSvg } from '@kerb/domain/lending/logo';
import { Lender } from '@kerb/domain/lending/panel';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { lenders } from '../../db/schema/index';
import { acceptedBy } from '../../plugins/encodings';
import { badRequest, HttpError } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';
import type { QuoteAnswer } from '../../services/lenders/panel-cache';
import { endOfTurn } from '../../services/lenders/quote-turn';

// Issue 3 "Quotes": POST /api/lenders/quotes (our contract; spec 1 §7 leaves the lender-list call unshown),
// and the lender logos of spec 1 §3 ("Lender logos are images fetched by lender id").

/**
 * A quote's answer: JSON (compressed by the compression plugin as the client accepts), or compressed as it
 * was written (docs/decisions/019, tenth round), which the plugin leaves alone, having its content-encoding.
 */
function sendQuote(reply: FastifyReply, answer: QuoteAnswer): FastifyReply {
  if (answer.deflated === undefined) return reply.send(answer.json);
  return reply.header('content-encoding', 'deflate').header('vary', 'accept-encoding').send(answer.deflated);
}

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
    // What the client accepts, so that the answer is compressed where it is computed.
    const accepts = acceptedBy(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    const remembered = text === undefined ? undefined : app.lenderPanel.rememberedQuote(text, accepts, reply.raw);
    if (remembered !== undefined) return sendQuote(reply, remembered);
    await endOfTurn();
    const quote = parseRequest(QuoteRequest, text === undefined ? request.body : jsonOf(request, text));
    const answer = await app.lenderPanel.quoteJson(quote, text, reply.raw, accepts);
    if (answer === null) throw badRequest('partnerId', 'no partner with this id');
    return sendQuote(reply, answer);
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
