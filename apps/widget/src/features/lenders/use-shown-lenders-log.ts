import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { ScreenId } from '@kerb/domain/journey/ids';
import type { WaterfallTier } from '@kerb/domain/partner/config';
import { showsLenderDetails } from '@kerb/domain/quote/lender-cards';
import { addShownLenders, shownLendersRecord } from '@kerb/domain/quote/shown-lenders';
import { useEffect } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';

/**
 * spec 1 §4 "shown-lender logging": on entering the screen, and whenever what is visible changes (a
 * selection shows one card, "See all lenders" shows them all), the lenders are recorded on the borrower
 * (shownLenders) with the ones not shown masked; a duplicate record is skipped. The record keeps the
 * engine's order, so re-sorting the cards is not a new record.
 */
export function useShownLendersLog(screen: ScreenId, offers: LenderOffer[], selectedId: string | undefined, tiers: WaterfallTier[] | undefined, ready: boolean): void {
  const key = offers.map((o) => `${o.matchingEngineLenderId}:${o.monthlyRepaymentAmount}`).join('|');
  useEffect(() => {
    if (!ready || offers.length === 0) return;
    const isShown = (o: { matchingEngineLenderId: string }) => {
      const offer = offers.find((x) => x.matchingEngineLenderId === o.matchingEngineLenderId);
      return (!selectedId || o.matchingEngineLenderId === selectedId) && showsLenderDetails(offer?.tier ?? 1, tiers);
    };
    const state = useAppStore.getState();
    const before = state.borrower.shownLenders ?? [];
    const after = addShownLenders(before, shownLendersRecord(screen, offers, isShown));
    if (after === before) return;
    state.updateBorrower((b) => ({ ...b, shownLenders: after }));
    void saveBorrower(useAppStore);
    // `key` stands for the offers' identity and repayments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, selectedId, screen, tiers]);
}
