import type { LenderStatusRequest } from '@kerb/domain/contracts/lender-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveries, lenders } from '../db/schema/index';
import type { Env } from '../env';
import { HttpError } from '../plugins/errors';
import { moveLeadStage } from './console/leads';
import { lenderReceiver } from './delivery/receivers';
import { verifySignature } from './delivery/signature';

// Issue 36 §1 (docs/decisions/080): a lender tells Kerb what became of an application it was sent, signed
// the way Kerb signs what it sends that lender (kerb-timestamp, kerb-signature: HMAC-SHA256 with the
// lender's submission secret over `${timestamp}.${body}`), within 5 minutes of its clock.

const refused = () => new HttpError(401, 'The signature is not valid for this lender', 'kerb-signature', 'missing, wrong or too old');

export async function applyLenderStatus(
  deps: { db: Database; env: Env }, lenderId: string,
  signed: { timestamp: string | undefined; signature: string | undefined; body: string }, status: LenderStatusRequest,
): Promise<{ applicationId: string; stage: LenderStatusRequest['status']; moved: boolean }> {
  const [lender] = await deps.db.select({ secret: lenders.submissionWebhookSecret }).from(lenders).where(eq(lenders.id, lenderId));
  // A lender unknown or without a secret is answered as a bad signature: the endpoint names no lenders.
  if (!lender?.secret || !verifySignature(lender.secret, signed, signed.body)) throw refused();
  // Only an application Kerb sent this lender is its to move.
  const [sent] = await deps.db.select({ id: deliveries.id }).from(deliveries)
    .where(and(eq(deliveries.receiver, lenderReceiver(lenderId)), eq(deliveries.orderingKey, status.applicationId))).limit(1);
  const moved = sent ? await moveLeadStage(deps, 'all', { id: null, label: lenderReceiver(lenderId) }, status.applicationId, status.status) : null;
  if (moved === null) throw new HttpError(404, 'No application of yours with this id', 'applicationId', 'not sent to this lender');
  return { applicationId: status.applicationId, stage: status.status, moved };
}
