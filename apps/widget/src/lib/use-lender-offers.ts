import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { useEffect, useState } from 'react';
import { useAppStore } from '#app/store';
import { logFailure } from './log';
import { fetchQuotes } from './quotes-api';

// Shared by the indicatively approved screen's lender cards and the test-drive ready screen's quote.

export interface LenderOffers {
  status: 'loading' | 'ready' | 'error' | 'empty';
  offers: LenderOffer[];
}

interface Answer extends LenderOffers {
  key: string;
}

/**
 * The offers for the borrower's loan structure. After pre-approval only the approved lenders are listed
 * (spec 2 §7: the answer's approvedLenders, stored in scores); before it, every eligible offer.
 */
export function useLenderOffers(): LenderOffers {
  const partner = useAppStore((s) => s.partner);
  const borrower = useAppStore((s) => s.borrower);
  const assetType = useAppStore((s) => s.params?.assetType);
  const request = partner ? quoteRequestFor(borrower, partner, { assetType }) : null;
  const key = request ? JSON.stringify(request) : '';
  const approved = borrower.scores?.approvedLenders;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchQuotes(JSON.parse(key), controller.signal)
      .then((offers) => setAnswer({ key, status: offers.length ? 'ready' : 'empty', offers }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure('lender offers', error);
        setAnswer({ key, status: 'error', offers: [] });
      });
    return () => controller.abort();
  }, [key]);

  if (!key) return { status: 'empty', offers: [] };
  if (answer?.key !== key) return { status: 'loading', offers: answer?.offers ?? [] };
  if (!approved?.length) return answer;
  const offers = answer.offers.filter((o) => approved.includes(o.matchingEngineLenderId));
  return { status: offers.length ? answer.status : 'empty', offers };
}
