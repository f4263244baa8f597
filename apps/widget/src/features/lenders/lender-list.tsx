import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country, LenderCardSortKey, RepaymentFrequency } from '@kerb/domain/enums/index';
import type { WaterfallTier } from '@kerb/domain/partner/config';
import { type CardFieldRules, showsLenderDetails, sortLenderCards } from '@kerb/domain/quote/lender-cards';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#ui/button';
import { LenderCard } from './lender-card';

const NONE: ReadonlySet<string> = new Set();

export interface LenderListProps {
  offers: LenderOffer[];
  frequency: RepaymentFrequency;
  sortKey: LenderCardSortKey;
  rules: CardFieldRules;
  country: Country;
  tiers: WaterfallTier[] | undefined;
  /** The engine's order as it came (a LOW_DOC partner's list before the borrower re-sorts, decision 054). */
  keepPartnerOrder?: boolean;
  selectedId: string | undefined;
  onChoose: (offer: LenderOffer) => void;
  onSeeAll: () => void;
}

/**
 * spec 1 §4: the cards sorted ascending by the chosen key and frequency, inside the partner's waterfall tiers
 * (a LOW_DOC partner's engine order until re-sorted, docs/decisions/054); with a lender chosen, its card
 * alone (expanded) and "See all lenders", which clears the selection.
 */
export function LenderList({ offers, frequency, sortKey, rules, country, tiers, keepPartnerOrder = false, selectedId, onChoose, onSeeAll }: LenderListProps) {
  // The selected card starts expanded, every other collapsed; a tap flips one. A new selection starts
  // afresh, so a card opened with "More details" and then chosen stays expanded (spec 1 §4).
  const [flips, setFlips] = useState<{ selectedId: string | undefined; ids: ReadonlySet<string> }>({ selectedId, ids: new Set() });
  const flipped = flips.selectedId === selectedId ? flips.ids : NONE;
  const flip = (id: string) => setFlips((s) => {
    const ids = new Set(s.selectedId === selectedId ? s.ids : NONE);
    if (!ids.delete(id)) ids.add(id);
    return { selectedId, ids };
  });
  // Choose and "See all lenders" leave the page (the cards beside the chosen one go; so does the button),
  // so keyboard focus moves to the first card's name: the chosen lender's, or the top of the whole list.
  // Only after the borrower's own action: a selection re-matched on entering leaves focus alone. The
  // action names the selection it leads to, and focus moves once the list shows that one: an effect still
  // pending from an earlier render (effects run after the paint) cannot take it before the list changes.
  const focusOnSelection = useRef<{ selectedId: string | undefined } | null>(null);
  const firstHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnSelection.current || focusOnSelection.current.selectedId !== selectedId) return;
    focusOnSelection.current = null;
    firstHeading.current?.focus();
  }, [selectedId]);
  const sorted = sortLenderCards(offers, sortKey, frequency, keepPartnerOrder);
  const visible = selectedId ? sorted.filter((o) => o.matchingEngineLenderId === selectedId) : sorted;
  return (
    <div className="kerb-lender-list">
      <p className="kerb-lender-list__count" role="status">
        {selectedId ? 'Your chosen lender' : `${offers.length} ${offers.length === 1 ? 'lender' : 'lenders'}, ${keepPartnerOrder ? 'low-doc lenders first' : `sorted by ${sortKey.toLowerCase()}`}`}
      </p>
      <ul className="kerb-lender-list__items">
        {visible.map((offer, index) => {
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
                position={{ index: index + 1, count: visible.length }}
                headingRef={index === 0 ? firstHeading : undefined}
                onToggle={() => flip(id)}
                onChoose={() => {
                  focusOnSelection.current = { selectedId: id };
                  onChoose(offer);
                }}
              />
            </li>
          );
        })}
      </ul>
      {selectedId && offers.length > 1 && (
        <Button
          variant="secondary"
          block
          onClick={() => {
            focusOnSelection.current = { selectedId: undefined };
            onSeeAll();
          }}
        >
          See all lenders ({offers.length})
        </Button>
      )}
    </div>
  );
}
