import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { isAdminKey } from '../../services/partners/leads';

// The operator's key (README: ADMIN_KEY, sent as x-kerb-admin-key). No key configured: the admin API is
// closed to everyone (403); a missing or wrong key is 401.
export const ADMIN_KEY_HEADER = 'x-kerb-admin-key';

export function adminKeyGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (!app.env.ADMIN_KEY) throw new HttpError(403, 'The admin API is not enabled', ADMIN_KEY_HEADER, 'ADMIN_KEY is not configured');
    if (!isAdminKey(request.headers[ADMIN_KEY_HEADER], app.env.ADMIN_KEY)) {
      throw new HttpError(401, 'Admin key required', ADMIN_KEY_HEADER, 'missing or wrong key');
    }
  };
}
