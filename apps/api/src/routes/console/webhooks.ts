import {
  DeliveryReplayParams, WebhookEndpointRequest, WebhookSecretRequest, WebhookSecretResponse, WebhooksQuery, WebhooksResponse,
} from '@kerb/domain/contracts/console-webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { requireSettingsRole } from '../../services/console/partners';
import { partnerScope } from '../../services/console/scope';
import { partnerWebhooks, replayPartnerDelivery, rotateWebhookSecretOf, setWebhookUrl } from '../../services/console/webhooks';
import { findPartnerConfig } from '../../services/partners/index';

// Issue 36 §7 "Webhooks": a partner admin's own partner, or the partner the operator names.
export const consoleWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The partner the caller may manage webhooks for: a partner admin's own, the one the operator names. */
  const partnerOf = async (request: FastifyRequest, requested: string | undefined) => {
    const user = await request.requireConsoleUser();
    requireSettingsRole(user);
    const scope = partnerScope(user, requested);
    if (scope === 'all') throw new HttpError(400, 'Name the partner', 'partnerId', 'required for the operator');
    const partner = scope[0] ? await findPartnerConfig(app.db, scope[0]) : null;
    if (!partner) throw new HttpError(404, 'Partner not found', 'partnerId', 'no partner with this id');
    return { user, partner };
  };
  // Deliveries read the partner's address and secret on each attempt; this instance's copy follows at once.
  const changed = async <T>(result: T) => {
    await app.lenderPanel.refreshPartnersNow();
    return result;
  };

  app.get('/api/console/webhooks', { schema: { querystring: WebhooksQuery, response: { 200: WebhooksResponse } } }, async (request) =>
    partnerWebhooks(app.db, (await partnerOf(request, request.query.partnerId)).partner));

  app.put('/api/console/webhooks/endpoint', {
    schema: { body: WebhookEndpointRequest, response: { 200: WebhookSecretResponse } },
  }, async (request) => {
    const { user, partner } = await partnerOf(request, request.body.partnerId);
    return changed(await setWebhookUrl(app.db, user.id, partner, request.body.url));
  });

  app.post('/api/console/webhooks/secret', {
    schema: { body: WebhookSecretRequest, response: { 200: WebhookSecretResponse } },
  }, async (request) => {
    const { user, partner } = await partnerOf(request, request.body.partnerId);
    return changed(await rotateWebhookSecretOf(app.db, user.id, partner));
  });

  app.post('/api/console/webhooks/deliveries/:deliveryId/replay', {
    schema: { params: DeliveryReplayParams, body: WebhookSecretRequest, response: { 200: WebhooksResponse } },
  }, async (request) => {
    const { partner } = await partnerOf(request, request.body.partnerId);
    await replayPartnerDelivery(app.db, partner.id, request.params.deliveryId);
    return partnerWebhooks(app.db, partner);
  });
};
