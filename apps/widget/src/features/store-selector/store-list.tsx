import type { StoreWithDistance } from '@kerb/domain/stores/distance';
import { OptionCards } from '#ui/option-cards';

export interface StoreListProps {
  stores: readonly StoreWithDistance[];
  selectedId: string | undefined;
  onSelect: (storeId: string) => void;
  /** Where the distances are measured from ("from Parramatta"). */
  fromLabel: string;
  /** spec 2 §8 "Required fields missing: red error highlight only, after Next". */
  invalid: boolean;
}

const km = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * spec 2 §2 "nearest-store list titled 'Choose Your Store'": nearest first, each store with its state,
 * postcode and distance (spec 2 §9 "rounded to 0.1 km").
 */
export function StoreList({ stores, selectedId, onSelect, fromLabel, invalid }: StoreListProps) {
  const options = stores.map(({ store, distanceKm }) => ({
    value: store.partnerId, title: store.name, detail: `${store.state} ${store.postCode}`, aside: `${km.format(distanceKm)} km`,
  }));
  return (
    <OptionCards
      label={<>Nearest stores <span className="kerb-store-list__from">{fromLabel}</span></>}
      options={options} value={selectedId} onChange={onSelect} invalid={invalid}
    />
  );
}
