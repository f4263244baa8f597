import type { LenderOffer } from '../contracts/lenders';
import type { Country, LenderCardSortKey, LenderSorting, LoanUsage, RepaymentFrequency } from '../enums/index';
import { totalPayable } from '../finance/loan-structure';
import { fromCents, toCents } from '../finance/money';
import type { WaterfallTier } from '../partner/config';

// spec 1 §4 "Lender cards and shown-lender logging" and §9 (defaults), as pure rules the cards follow.

/** spec 1 §9: "Default lender repayment frequency Weekly, default card sort Repayment". */
export const DEFAULT_REPAYMENT_FREQUENCY: RepaymentFrequency = 'Weekly';
export const DEFAULT_CARD_SORT: LenderCardSortKey = 'Repayment';

export type CardOffer = Pick<
  LenderOffer,
  | 'lenderName' | 'matchingEngineLenderId' | 'monthlyRepaymentAmount' | 'fortnightlyRepaymentAmount' | 'weeklyRepaymentAmount'
  | 'advertisedRateInPercent' | 'comparisonRateInPercent' | 'upfrontFeeAmount' | 'monthlyOngoingFeeAmount'
  | 'turnaroundTimeInDays' | 'loanTerm'
>;

/** The repayment of an offer at a frequency (spec 1 §3 "Repayment frequency: Monthly, Weekly, Fortnightly"). */
export function repaymentFor(offer: CardOffer, frequency: RepaymentFrequency): number {
  if (frequency === 'Weekly') return offer.weeklyRepaymentAmount;
  if (frequency === 'Fortnightly') return offer.fortnightlyRepaymentAmount;
  return offer.monthlyRepaymentAmount;
}

/** The amount a card sort key orders by; Repayment follows the chosen frequency. */
export function sortValue(offer: CardOffer, key: LenderCardSortKey, frequency: RepaymentFrequency): number {
  switch (key) {
    case 'Repayment': return repaymentFor(offer, frequency);
    case 'Advertised Rate': return offer.advertisedRateInPercent;
    case 'Comparison Rate': return offer.comparisonRateInPercent;
    case 'Upfront Fee': return offer.upfrontFeeAmount;
    case 'Ongoing Fee': return offer.monthlyOngoingFeeAmount;
    case 'Turnaround Time': return offer.turnaroundTimeInDays;
  }
}

/** What the partner's waterfall (spec 1 §3 waterfallLenders) reads of an offer: its tier. */
export type TieredOffer = CardOffer & Partial<Pick<LenderOffer, 'tier'>>;

/**
 * spec 1 §4: "Repayment frequency or sort key change re-sorts lenders ascending by the matching amount".
 * The partner's order is kept (docs/decisions/054): spec 1 §9 "Truck stop partner: ... lenders in two tiers,
 * low-doc sorting" would mean nothing on screen otherwise. Every tier-1 lender comes before a tier-2 one, and
 * the key sorts inside each tier (stable: equal amounts keep the engine's order). Until the borrower changes the
 * frequency or the key, a LOW_DOC partner's list keeps the engine's order as it came (`keepPartnerOrder`): its
 * tiers, then low-doc products first (lending/sort); a CHEAPEST partner's is the repayment order anyway.
 */
export function sortLenderCards<T extends TieredOffer>(
  offers: readonly T[], key: LenderCardSortKey, frequency: RepaymentFrequency, keepPartnerOrder = false,
): T[] {
  if (keepPartnerOrder) return [...offers];
  return offers
    .map((offer, index) => ({ offer, index, tier: offer.tier ?? 1, value: sortValue(offer, key, frequency) }))
    .sort((a, b) => a.tier - b.tier || a.value - b.value || a.index - b.index)
    .map((entry) => entry.offer);
}

/** spec 1 §3 "Lender sort by: CHEAPEST, LOW_DOC": whether the cards show the engine's order until re-sorted. */
export const keepsPartnerOrder = (lenderSorting: LenderSorting | undefined, resorted: boolean): boolean =>
  lenderSorting === 'LOW_DOC' && !resorted;

export interface CardFieldRules {
  showAdvertisedRate: boolean;
  showComparisonRate: boolean;
  showBalloon: boolean;
  /** spec 1 §3 partner setting showTotalAmountPayable (default off). */
  showTotalPayable: boolean;
}

/**
 * spec 1 §4: "business or NZ hides comparison rate; novated hides advertised and comparison rate; personal
 * hides balloon value". A partner that turns rates off (showRates false, spec 2 §3) hides both rates; the
 * total payable (spec 1 §4's formula) shows only for a partner with showTotalAmountPayable (spec 1 §3).
 */
export function cardFieldRules({ loanUsage, country, showRates = true, showTotalAmountPayable = false }: {
  loanUsage: LoanUsage | undefined; country: Country; showRates?: boolean; showTotalAmountPayable?: boolean;
}): CardFieldRules {
  const usage = loanUsage ?? 'PERSONAL';
  return {
    showAdvertisedRate: showRates && usage !== 'NOVATED',
    showComparisonRate: showRates && usage !== 'NOVATED' && usage !== 'BUSINESS' && country !== 'NZ',
    showBalloon: usage !== 'PERSONAL',
    showTotalPayable: showTotalAmountPayable,
  };
}

/**
 * The sort keys offered (spec 1 §3's six): a rate the cards hide is no key to sort by, since the person
 * could not see why the order changed.
 */
export function sortKeysFor(rules: CardFieldRules): LenderCardSortKey[] {
  const all: LenderCardSortKey[] = ['Repayment', 'Advertised Rate', 'Comparison Rate', 'Upfront Fee', 'Ongoing Fee', 'Turnaround Time'];
  return all.filter((key) => (key !== 'Advertised Rate' || rules.showAdvertisedRate) && (key !== 'Comparison Rate' || rules.showComparisonRate));
}

/** spec 1 §4: "Total payable = term years x 12 x monthly repayment", to the cent. */
export const cardTotalPayable = (offer: Pick<CardOffer, 'loanTerm' | 'monthlyRepaymentAmount'>): number =>
  fromCents(totalPayable(offer.loanTerm, toCents(offer.monthlyRepaymentAmount)));

// spec 1 §4 "Balloon value = loan amount x balloon percent / 100": the offer's balloonAmount, which issue 3
// defines on the purchase price (the loan amount the balloon is set on) and which its repayment runs down to.

/** spec 2 §2 "Indicatively approved": "The lowest weekly repayment among lenders is shown as the quote." */
export function lowestWeeklyRepayment(offers: readonly Pick<CardOffer, 'weeklyRepaymentAmount'>[]): number | null {
  let lowest: number | null = null;
  for (const offer of offers) if (lowest === null || offer.weeklyRepaymentAmount < lowest) lowest = offer.weeklyRepaymentAmount;
  return lowest;
}

/**
 * spec 1 §3 waterfallLenders "tiers of lenders, each with showLenderDetails": a tier that hides its
 * lenders' details shows the offer without the lender's name or logo. Offers carry their 1-based tier.
 */
export function showsLenderDetails(tier: number, tiers: readonly Pick<WaterfallTier, 'showLenderDetails'>[] | undefined): boolean {
  return tiers?.[tier - 1]?.showLenderDetails ?? true;
}

/**
 * spec 1 §4: "the previously chosen lender is re-matched to the current list (selected if found, else
 * cleared)"; "a single lender is auto-selected". Returns the id to select, or null.
 */
export function rematchSelection(previousId: string | undefined, offers: readonly Pick<CardOffer, 'matchingEngineLenderId'>[]): string | null {
  if (previousId && offers.some((o) => o.matchingEngineLenderId === previousId)) return previousId;
  if (offers.length === 1) return offers[0]?.matchingEngineLenderId ?? null;
  return null;
}
