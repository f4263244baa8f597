import { OverwritePartnerIdRequest, PartnerConfigRequest } from '@kerb/domain/contracts/partner';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { parseRequest } from '../../services/borrowers/parse-request';
import { findOverwritePartnerId, findPartnerConfig, withSelectedStore } from '../../services/partners/index';

// spec 1 §7 partner calls. Both are public: the widget asks before anyone logs in. A plain indexed read
// each time, no in-process cache: another API instance must see an operator's edit at once.
export const partnerRoutes: FastifyPluginAsync = async (app) => {
  // "partner config; falls back to built-in configs on failure" (spec 1 §7, §8). A storeId naming one of
  // the partner's storeSelectorOptions (by the store's partnerId) comes back as selectedStore, so a
  // store's own link starts with that store chosen; any other storeId is ignored (PartnerConfigResponse).
  app.post('/api/partner/partnerConfigFromVroomCode', async (request) => {
    const { vroomCode, storeId } = parseRequest(PartnerConfigRequest, request.body);
    const config = await findPartnerConfig(app.db, vroomCode, request.log);
    if (!config) throw new HttpError(404, 'Partner not found', 'vroomCode', 'no partner with this id');
    return withSelectedStore(config, storeId);
  });

  // docs/decisions/004-partner-overwrite.md
  app.post('/api/partner/overwritePartnerId/email', async (request) => {
    const { email, partnerId } = parseRequest(OverwritePartnerIdRequest, request.body);
    const overwritePartnerId = await findOverwritePartnerId(app.db, email, partnerId);
    if (!overwritePartnerId) throw new HttpError(404, 'No partner overwrite for this e-mail', 'email', 'unknown e-mail for this partner');
    return { overwritePartnerId };
  });
};
