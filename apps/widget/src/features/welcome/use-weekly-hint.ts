import { QuoteResponse } from '@kerb/domain/contracts/lenders';
import { lowestWeeklyRepayment } from '@kerb/domain/quote/lender-cards';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { useEffect, useState } from 'react';
import { useAppStore } from '#app/store';
import { api } from '#lib/api-client';
import { logFailure } from '#lib/log';

export type WeeklyHint = { status: 'hidden' } | { status: 'loading' } | { status: 'ready'; weekly: number };

/**
 * spec 1 §2 "Welcome modal": the lowest weekly repayment among the offers for the vehicle on the page
 * (the price in the address, else the partner's); hidden when there is no price or no offer.
 */
export function useWeeklyHint(): WeeklyHint {
  const partner = useAppStore((s) => s.partner);
  const borrower = useAppStore((s) => s.borrower);
  const params = useAppStore((s) => s.params);
  const price = params?.price ?? partner?.price;
  const request = partner && price ? quoteRequestFor({ ...borrower, loan: { ...borrower.loan, purchasePrice: price } }, partner, { assetType: params?.assetType }) : null;
  const key = request ? JSON.stringify(request) : '';
  const [answer, setAnswer] = useState<{ key: string; weekly: number | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api
      .post('/api/lenders/quotes', JSON.parse(key), { schema: QuoteResponse, signal: controller.signal, ignoreUnauthorized: true })
      .then(({ lenders }) => setAnswer({ key, weekly: lowestWeeklyRepayment(lenders) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure('welcome repayment hint', error);
        setAnswer({ key, weekly: null });
      });
    return () => controller.abort();
  }, [key]);

  if (!key) return { status: 'hidden' };
  if (answer?.key !== key) return { status: 'loading' };
  return answer.weekly === null ? { status: 'hidden' } : { status: 'ready', weekly: answer.weekly };
}
