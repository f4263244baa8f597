import { type LenderOffer, type QuoteRequestInput, QuoteResponse } from '@kerb/domain/contracts/lenders';
import { api } from '#lib/api-client';

// Issue 3 "Quotes": POST /api/lenders/quotes; the answer is parsed with the domain's contract.
export async function fetchQuotes(request: QuoteRequestInput, signal?: AbortSignal): Promise<LenderOffer[]> {
  const answer = await api.post('/api/lenders/quotes', request, { schema: QuoteResponse, signal, ignoreUnauthorized: true });
  return answer.lenders;
}
