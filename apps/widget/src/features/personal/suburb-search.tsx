import type { PlacePrediction } from '@kerb/domain/contracts/places';
import { useState } from 'react';
import { usePlaceSearch } from '#lib/use-place-search';
import { PlaceSearch } from '#ui/place-search';

export interface SuburbSearchProps {
  country: 'AU' | 'NZ';
  partnerId: string | undefined;
  value: string;
  onType: (suburb: string) => void;
  onChoose: (prediction: PlacePrediction) => void;
  error?: string | undefined;
}

/**
 * The suburb field, which also searches (spec 2 §7 lookupSuburbOrPostcode, #ui/place-search). Choosing fills
 * suburb, state or region and postcode (the prediction's parts, docs/decisions/024). What is typed stays the
 * suburb when nothing is chosen; only typing searches, not the suburb the field starts with.
 */
export function SuburbSearch({ country, partnerId, value, onType, onChoose, error }: SuburbSearchProps) {
  const [query, setQuery] = useState('');
  const { predictions, searching } = usePlaceSearch(query, country, partnerId);
  return (
    <PlaceSearch
      label="Suburb" listLabel="Matching suburbs" value={value} predictions={predictions} searching={searching} error={error}
      onType={(text) => { onType(text); setQuery(text); }}
      onChoose={(p) => { onChoose(p); setQuery(''); }}
    />
  );
}
