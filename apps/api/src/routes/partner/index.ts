import {
  OverwritePartnerIdRequest, OverwritePartnerIdResponse, PartnerConfigRequest, PartnerConfigResponse,
} from '@kerb/domain/contracts/partner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKept } from '../../plugins/compress';
import { HttpError } from '../../plugins/errors';
import { findOverwritePartnerId, withSelectedStore } from '../../services/partners/index';

// spec 1 §7 partner calls. Both are public: the widget asks before anyone logs in.
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // "partner config; falls back to built-in configs on failure" (spec 1 §7, §8). The widget asks on every
  // load, so the answer is served from memory as the bytes first sent (issue 8, docs/decisions/019): the
  // panel cache holds the config and refreshes it like the configs quotes read (docs/decisions/005), at
  // once after an admin change through this instance, within LENDER_PANEL_CHECK_MS after any other.
  // A storeId naming one of the partner's storeSelectorOptions (by the store's partnerId) comes back as
  // selectedStore, so a store's own link starts with that store chosen; any other storeId is ignored
  // (PartnerConfigResponse).
  app.post('/api/partner/partnerConfigFromVroomCode', {
    schema: { body: PartnerConfigRequest, response: { 200: PartnerConfigResponse } },
  }, async (request, reply) => {
    const { vroomCode, storeId } = request.body;
    const config = await app.lenderPanel.partner(vroomCode);
    if (!config) throw new HttpError(404, 'Partner not found', 'vroomCode', 'no partner with this id');
    const answer = withSelectedStore(config, storeId, app.sampleProviders);
    if (answer) return answer;
    // The config's answer as written once (servedPartnerConfig), sent as those bytes (or their brotli form).
    return sendKept(request, reply, (await app.lenderPanel.partnerConfigJson(vroomCode))!);
  });

  // docs/decisions/004-partner-overwrite.md
  app.post('/api/partner/overwritePartnerId/email', {
    schema: { body: OverwritePartnerIdRequest, response: { 200: OverwritePartnerIdResponse } },
  }, async (request) => {
    const { email, partnerId } = request.body;
    const overwritePartnerId = await findOverwritePartnerId(app.db, email, partnerId);
    if (!overwritePartnerId) throw new HttpError(404, 'No partner overwrite for this e-mail', 'email', 'unknown e-mail for this partner');
    return { overwritePartnerId };
  });
};
