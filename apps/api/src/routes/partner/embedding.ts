import { mayEmbed } from '@kerb/domain/partner/embedding';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { parseInput } from '../../plugins/errors';

const EmbeddingQuery = z.object({ origin: z.string().check(z.minLength(1), z.maxLength(300)) });
const EmbeddingParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });

// docs/decisions/067: embed.js asks whether the page it runs on may frame the partner's widget, so a partner's
// developer reads why in the console instead of meeting a blank frame. Public, and read from any site.
export const embeddingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/partner/:id/embedding', async (request, reply) => {
    const { id } = parseInput(EmbeddingParams, request.params, 'params');
    const { origin } = parseInput(EmbeddingQuery, request.query, 'query');
    const partner = await app.lenderPanel.partner(id);
    const selfOrigin = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    reply.header('access-control-allow-origin', '*');
    return { partnerId: id, origin, allowed: mayEmbed(partner, origin, selfOrigin) };
  });
};
