import { NovatedCostsResponse } from '@kerb/domain/contracts/novated';
import { novatedCostsPayload } from '@kerb/domain/quote/novated-payload';
import { useEffect, useState } from 'react';
import { useAppStore } from '#app/store';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

/**
 * spec 2 §7 POST /api/novatedCosts for a novated loan: the cost summary behind the consumer versus novated
 * table. Null until the borrower has given what the payload needs, or when the call fails.
 */
export function useNovatedCosts(enabled: boolean): NovatedCostsResponse | null {
  const borrower = useAppStore((s) => s.borrower);
  const payload = enabled ? novatedCostsPayload(borrower) : null;
  const key = payload ? JSON.stringify(payload) : '';
  const [answer, setAnswer] = useState<{ key: string; costs: NovatedCostsResponse | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api
      .post('/api/novatedCosts', JSON.parse(key), { schema: NovatedCostsResponse, signal: controller.signal, ignoreUnauthorized: true })
      .then((costs) => setAnswer({ key, costs }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure('novated costs', error);
        setAnswer({ key, costs: null });
      });
    return () => controller.abort();
  }, [key]);

  return key && answer?.key === key ? answer.costs : null;
}
