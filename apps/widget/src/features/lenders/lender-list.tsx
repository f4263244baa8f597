import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country, LenderCardSortKey, RepaymentFrequency } from '@kerb/domain/enums/index';
import type { WaterfallTier } from '@kerb/domain/partner/config';
import { type CardFieldRules, showsLenderDetails, sortLenderCards } from '@kerb/domain/quote/lender-cards';
import { useState } from 'react';
import { Button } from '#ui/button';
import { LenderCard } from './lender-card';

export interface LenderListProps {
  offers: LenderOffer[];
  frequency: RepaymentFrequency;
  sortKey: LenderCardSortKey;
  rules: CardFieldRules;
  country: Country;
  tiers: WaterfallTier[] | undefined;
  selectedId: string | undefined;
  onChoose: (offer: LenderOffer) => void;
  onSeeAll: () => void;
}

/**
 * spec 1 §4: the cards sorted ascending by the chosen key and frequency; with a lender chosen, its card
 * alone (expanded) and "See all lenders", which clears the selection.
 */
export function LenderList({ offers, frequency, sortKey, rules, country, tiers, selectedId, onChoose, onSeeAll }: LenderListProps) {
  // The selected card starts expanded, every other collapsed; a tap flips one.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const flip = (id: string) => setFlipped((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const sorted = sortLenderCards(offers, sortKey, frequency);
  const visible = selectedId ? sorted.filter((o) => o.matchingEngineLenderId === selectedId) : sorted;
  return (
    <div className="kerb-lender-list">
      <p className="kerb-lender-list__count" role="status">
        {selectedId ? 'Your chosen lender' : `${offers.length} ${offers.length === 1 ? 'lender' : 'lenders'}, sorted by ${sortKey.toLowerCase()}`}
      </p>
      <ul className="kerb-lender-list__items">
        {visible.map((offer) => {
          const id = offer.matchingEngineLenderId;
          return (
            <li key={id}>
              <LenderCard
                offer={offer}
                frequency={frequency}
                rules={rules}
                country={country}
                selected={id === selectedId}
                expanded={(id === selectedId) !== flipped.has(id)}
                showDetails={showsLenderDetails(offer.tier, tiers)}
                onToggle={() => flip(id)}
                onChoose={() => onChoose(offer)}
              />
            </li>
          );
        })}
      </ul>
      {selectedId && offers.length > 1 && (
        <Button variant="secondary" block onClick={onSeeAll}>
          See all lenders ({offers.length})
        </Button>
      )}
    </div>
  );
}
