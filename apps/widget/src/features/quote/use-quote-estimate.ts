import type { QuoteRequestInput } from '@kerb/domain/contracts/lenders';
import { lowestWeeklyRepayment } from '@kerb/domain/quote/lender-cards';
import { useEffect, useState } from 'react';
import { logFailure } from '#lib/log';
import { fetchQuotes } from '#lib/quotes-api';

export interface QuoteEstimate {
  /** idle: nothing to quote; loading: a refresh is due or under way (the last figure stays shown). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  lowestWeekly: number | null;
  lenderCount: number;
}

interface Answer extends QuoteEstimate {
  key: string;
}

/**
 * The cheapest weekly repayment for a quote request, refreshed `delayMs` after the request last changed
 * (spec 2 §2: "Lender list is refreshed 1.5 seconds after a price, term or purpose change"; the quick
 * calculator refreshes as the price is typed). A newer request cancels the one in flight; while a refresh
 * is due the last figure stays on screen, so nothing jumps.
 */
export function useQuoteEstimate(request: QuoteRequestInput | null, delayMs: number): QuoteEstimate {
  const key = request ? JSON.stringify(request) : '';
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchQuotes(JSON.parse(key) as QuoteRequestInput, controller.signal)
        .then((offers) => setAnswer({ key, status: 'ready', lowestWeekly: lowestWeeklyRepayment(offers), lenderCount: offers.length }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logFailure('lender quotes', error);
          setAnswer({ key, status: 'error', lowestWeekly: null, lenderCount: 0 });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  if (!key) return { status: 'idle', lowestWeekly: null, lenderCount: 0 };
  if (answer?.key === key) return answer;
  return { status: 'loading', lowestWeekly: answer?.lowestWeekly ?? null, lenderCount: answer?.lenderCount ?? 0 };
}
