import { type LenderBiasAction, type LenderOffer, type QuoteRequestInput, QuoteResponse } from '@kerb/domain/contracts/lenders';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

// Issue 3 "Quotes": POST /api/lenders/quotes, parsed with the domain's contract.
export async function fetchLenderOffers(request: QuoteRequestInput, signal?: AbortSignal): Promise<LenderOffer[]> {
  const answer = await api.post('/api/lenders/quotes', request, { schema: QuoteResponse, signal, ignoreUnauthorized: true });
  return answer.lenders;
}

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
