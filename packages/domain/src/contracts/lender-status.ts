// Issue 36 §1: after the submit a lead is moved "by a user, or by the lender through a signed status
// endpoint" (docs/decisions/080).
import { z } from 'zod/mini';
import { MovableStage } from '../console/lead-stage';

export const LenderStatusRequest = z.strictObject({
  applicationId: z.uuid('must be the application id Kerb sent'),
  status: MovableStage,
});
export type LenderStatusRequest = z.infer<typeof LenderStatusRequest>;

export const LenderStatusResponse = z.object({
  applicationId: z.string(),
  stage: MovableStage,
  /**
   * False when the lead was already at this stage, or when this lender already sent a status signed later
   * than this one (or this very status): a repeated or older status changes nothing.
   */
  moved: z.boolean(),
});
