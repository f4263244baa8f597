import type { LenderStatusRequest } from '@kerb/domain/contracts/lender-status';
import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveries, leadStageMoves, lenders } from '../db/schema/index';
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
  if (!sent) throw notYours();
  const reportedAt = new Date(Number(signed.timestamp) * 1_000);
  if (await newerStatusApplied(deps.db, status, reportedAt)) return { applicationId: status.applicationId, stage: status.status, moved: false };
  const moved = await moveLeadStage(deps, 'all', { id: null, label: lenderReceiver(lenderId), reportedAt }, status.applicationId, status.status);
  if (moved === null) throw notYours();
  return { applicationId: status.applicationId, stage: status.status, moved };
}

const notYours = () => new HttpError(404, 'No application of yours with this id', 'applicationId', 'not sent to this lender');

/**
 * docs/decisions/080: a status signed before one already applied is older news (a replay within the
 * signature's 5 minutes, or a retry that arrives late) and changes nothing; so does this very status applied
 * before. Compared on the lender's own clock (its kerb-timestamp), never against ours.
 */
async function newerStatusApplied(db: Database, status: LenderStatusRequest, reportedAt: Date): Promise<boolean> {
  const [applied] = await db.select({ id: leadStageMoves.id }).from(leadStageMoves).where(and(
    eq(leadStageMoves.applicationId, status.applicationId),
    isNotNull(leadStageMoves.reportedAt),
    or(gt(leadStageMoves.reportedAt, reportedAt), and(eq(leadStageMoves.reportedAt, reportedAt), eq(leadStageMoves.stage, status.status))),
  )).limit(1);
  return applied !== undefined;
}
