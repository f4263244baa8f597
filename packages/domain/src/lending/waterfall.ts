import type { PartnerConfig, WaterfallTier } from '../partner/config';

// Partners' waterfallLenders and makeSpecificLenders (spec 1 §3 "Partner configuration": "waterfallLenders
// (tiers of lenders, each with showLenderDetails), makeSpecificLenders (make with tierLenders)").
// docs/decisions/005-lender-panel-cache.md records the reading:
// - a vehicle make named in makeSpecificLenders (case-insensitive) uses that make's tiers instead;
// - no tiers at all: the whole panel is tier 1;
// - a tier with an empty lender list takes every lender no earlier tier names (the demo partner's one
//   empty "Panel" tier is the whole panel);
// - a lender in no tier is not offered; a lender named twice belongs to its first tier.

export type TierPartner = Pick<PartnerConfig, 'waterfallLenders' | 'makeSpecificLenders'>;

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tiers that apply to a quote: the make's own when the partner names that make, else the partner's. */
export function tiersFor(partner: TierPartner, make?: string): WaterfallTier[] {
  if (make) {
    const specific = partner.makeSpecificLenders?.find((m) => sameMake(m.make, make));
    if (specific && specific.tierLenders.length > 0) return specific.tierLenders;
  }
  return partner.waterfallLenders ?? [];
}

/** A lookup from lender id to its 1-based tier, or undefined when the lender is not offered. */
export function tierLookup(tiers: readonly WaterfallTier[]): (lenderId: string) => number | undefined {
  if (tiers.length === 0) return () => 1;
  const named = new Map<string, number>();
  let catchAll: number | undefined;
  tiers.forEach((tier, index) => {
    if (tier.lenders.length === 0) {
      catchAll ??= index + 1;
      return;
    }
    for (const id of tier.lenders) if (!named.has(id)) named.set(id, index + 1);
  });
  return (lenderId) => {
    const tier = named.get(lenderId);
    if (tier !== undefined && (catchAll === undefined || tier < catchAll)) return tier;
    return catchAll ?? tier;
  };
}
