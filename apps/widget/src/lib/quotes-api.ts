import { type LenderOffer, type QuoteRequestInput, QuoteResponse } from '@kerb/domain/contracts/lenders';
import { api } from './api-client';

// Issue 3 "Quotes": POST /api/lenders/quotes; the answer is parsed with the domain's contract. Shared by every
// screen that quotes: the estimates, the lender cards, the test-drive ready quote and the novated lender check.
export async function fetchQuotes(request: QuoteRequestInput, signal?: AbortSignal): Promise<LenderOffer[]> {
  const answer = await api.post('/api/lenders/quotes', request, { schema: QuoteResponse, signal, ignoreUnauthorized: true });
  return answer.lenders;
}
