import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerKeys } from '../../db/schema/index';
import { hashToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { isAdminKey } from '../../services/partners/leads';
import { ADMIN_KEY_HEADER } from '../admin/admin-key';

// Who may change what a partner's printed QR codes point at (docs/decisions/047): the operator with the
// admin key, or the partner's own system with a partner key the operator issued (only its hash is stored).
// A borrower's session token is neither.
export const PARTNER_KEY_HEADER = 'x-kerb-partner-key';

export type PartnerActor = { kind: 'admin' } | { kind: 'partner'; partnerId: string };

export const newPartnerKey = () => `kpk_${randomBytes(32).toString('base64url')}`;

export async function requirePartnerActor(app: FastifyInstance, request: FastifyRequest): Promise<PartnerActor> {
  const adminKey = request.headers[ADMIN_KEY_HEADER];
  if (adminKey !== undefined) {
    if (isAdminKey(adminKey, app.env.ADMIN_KEY)) return { kind: 'admin' };
    throw new HttpError(401, 'Admin key required', ADMIN_KEY_HEADER, 'wrong key, or the admin API is not enabled');
  }
  const partnerKey = request.headers[PARTNER_KEY_HEADER];
  if (typeof partnerKey === 'string' && partnerKey) {
    const [row] = await app.db
      .select({ partnerId: partnerKeys.partnerId })
      .from(partnerKeys)
      .where(and(eq(partnerKeys.keyHash, hashToken(partnerKey)), isNull(partnerKeys.revokedAt)))
      .limit(1);
    if (row) return { kind: 'partner', partnerId: row.partnerId };
  }
  throw new HttpError(401, 'Partner key required', PARTNER_KEY_HEADER, 'missing, unknown or revoked partner key');
}
