import type { LenderSorting } from '../enums/index';

// Partner lenderSorting (spec 1 §3 "Lender sort by: CHEAPEST, LOW_DOC"; spec 1 §9 "default lender sort
// CHEAPEST"): CHEAPEST orders by ascending monthly repayment; LOW_DOC puts low-doc products first, then
// the cheapest. Waterfall tiers come before either (a tier-2 lender follows every tier-1 lender), and
// ties fall to the lender's name and id so the order never depends on the panel's storage order.

export interface SortableOffer {
  tier: number;
  monthlyRepaymentAmount: number;
  lowDoc: boolean;
  lenderName: string;
  matchingEngineLenderId: string;
}

export function compareOffers(sorting: LenderSorting) {
  return (a: SortableOffer, b: SortableOffer): number => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (sorting === 'LOW_DOC' && a.lowDoc !== b.lowDoc) return a.lowDoc ? -1 : 1;
    if (a.monthlyRepaymentAmount !== b.monthlyRepaymentAmount) return a.monthlyRepaymentAmount < b.monthlyRepaymentAmount ? -1 : 1;
    if (a.lenderName !== b.lenderName) return a.lenderName < b.lenderName ? -1 : 1;
    return a.matchingEngineLenderId < b.matchingEngineLenderId ? -1 : a.matchingEngineLenderId > b.matchingEngineLenderId ? 1 : 0;
  };
}

/** A sorted copy. */
export const sortOffers = <T extends SortableOffer>(offers: readonly T[], sorting: LenderSorting): T[] =>
  [...offers].sort(compareOffers(sorting));
