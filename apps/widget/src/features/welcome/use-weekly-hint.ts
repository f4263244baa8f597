import { QuoteResponse } from '@kerb/domain/contracts/lenders';
import { welcomeHintPrice } from '@kerb/domain/journey/welcome';
import { lowestWeeklyRepayment } from '@kerb/domain/quote/lender-cards';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import { useAppStore } from '#app/store';
import { usePosted } from '#lib/use-posted';

export type WeeklyHint = { status: 'hidden' } | { status: 'loading' } | { status: 'ready'; weekly: number };

/**
 * spec 1 §2 "Welcome modal": the lowest weekly repayment among the offers for the vehicle on the page
 * (the price in the address, a car confirmed from stock, else the partner's: domain welcomeHintPrice); hidden when there is no price or no offer.
 */
export function useWeeklyHint(): WeeklyHint {
  const partner = useAppStore((s) => s.partner);
  const borrower = useAppStore((s) => s.borrower);
  const params = useAppStore((s) => s.params);
  const price = welcomeHintPrice(params, borrower, partner);
  const request = partner && price ? quoteRequestFor({ ...borrower, loan: { ...borrower.loan, purchasePrice: price } }, partner, { assetType: params?.assetType }) : null;
  const answer = usePosted('/api/lenders/quotes', request, QuoteResponse, 'welcome repayment hint');

  if (!request) return { status: 'hidden' };
  if (answer === undefined) return { status: 'loading' };
  const weekly = answer && lowestWeeklyRepayment(answer.lenders);
  return weekly === null ? { status: 'hidden' } : { status: 'ready', weekly };
}
