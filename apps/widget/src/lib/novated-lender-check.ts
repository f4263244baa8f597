import type { ScreenId } from '@kerb/domain/journey/ids';
import { checksNovatedLenders } from '@kerb/domain/journey/novated-lenders';
import { quoteRequestFor } from '@kerb/domain/quote/quote-request';
import type { JourneyFacts } from '#app/journey';
import { useAppStore } from '#app/store';
import { logFailure } from './log';
import { fetchQuotes } from './quotes-api';

/**
 * spec 2 §2 "A novated lease with no lenders" (vehicle, manual vehicle, basic, income; journey/novated-lenders):
 * Next quotes the loan with everything the borrower has told us so far (the vehicle's age, the amount, the
 * employment and the income narrow the novated products) and keeps the number of lenders that answered in the
 * journey's state, where spec 1 §4 reads it again after login. Returns the count as the Next's fact.
 * Nothing to quote, or a quote that could not be had, is no answer: "no lenders" is never assumed.
 */
export async function novatedLenderCheck(screen: ScreenId): Promise<JourneyFacts> {
  const state = useAppStore.getState();
  if (!state.partner || !checksNovatedLenders(screen, state.borrower.loan?.loanUsage)) return {};
  const request = quoteRequestFor(state.borrower, state.partner, { assetType: state.params?.assetType });
  let lenderCount: number | null = null;
  if (request) {
    try {
      lenderCount = (await fetchQuotes(request)).length;
    } catch (error) {
      logFailure('novated lender check', error);
    }
  }
  useAppStore.getState().setLenderCount(lenderCount);
  return lenderCount === null ? {} : { lenderCount };
}
