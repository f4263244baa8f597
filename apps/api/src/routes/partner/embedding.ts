import { EmbeddingParams, EmbeddingQuery, EmbeddingResponse } from '@kerb/domain/contracts/partner';
import { mayEmbed } from '@kerb/domain/partner/embedding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../plugins/public-origin';

// docs/decisions/067: embed.js asks whether the page it runs on may frame the partner's widget, so a partner's
// developer reads why in the console instead of meeting a blank frame. Public, and read from any site.
export const embeddingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/partner/:id/embedding', {
    schema: { params: EmbeddingParams, querystring: EmbeddingQuery, response: { 200: EmbeddingResponse } },
  }, async (request, reply) => {
    const { id } = request.params;
    const { origin } = request.query;
    const partner = await app.lenderPanel.partner(id);
    const selfOrigin = publicOrigin(app.env, request);
    reply.header('access-control-allow-origin', '*');
    return { partnerId: id, origin, allowed: mayEmbed(partner, origin, selfOrigin) };
  });
};
