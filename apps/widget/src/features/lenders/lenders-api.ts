import type { LenderBiasAction } from '@kerb/domain/contracts/lenders';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/**
 * spec 1 §7 POST /api/meLenderBias/action (applicationId, action, lenders): "errors only logged" (§8 "Lender
 * action call failure: logged only"). Never throws.
 */
export async function reportLenderAction(applicationId: string | null | undefined, action: LenderBiasAction, lenders: string[]): Promise<void> {
  try {
    await api.post('/api/meLenderBias/action', { applicationId: applicationId ?? null, action, lenders }, { ignoreUnauthorized: true });
  } catch (error) {
    logFailure(`lender action ${action}`, error);
  }
}
