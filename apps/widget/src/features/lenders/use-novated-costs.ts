import { NovatedCostsResponse } from '@kerb/domain/contracts/novated';
import { novatedCostsPayload } from '@kerb/domain/quote/novated-payload';
import { useAppStore } from '#app/store';
import { usePosted } from '#lib/use-posted';

/**
 * spec 2 §7 POST /api/novatedCosts for a novated loan: the cost summary behind the consumer versus novated
 * table. Null until the borrower has given what the payload needs, or when the call fails.
 */
export function useNovatedCosts(enabled: boolean): NovatedCostsResponse | null {
  const borrower = useAppStore((s) => s.borrower);
  const payload = enabled ? novatedCostsPayload(borrower) : null;
  return usePosted('/api/novatedCosts', payload, NovatedCostsResponse, 'novated costs') ?? null;
}
