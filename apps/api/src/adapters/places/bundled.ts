import type { Country } from '@kerb/domain';
import { loadAuLocalities } from './au-localities';
import { withPopulation } from './large-places';
import { loadNzLocalities } from './nz-localities';
import { PlaceIndex, toPrediction } from './place-index';
import type { Places } from './port';

// The embedded default (docs/decisions/024): bundled AU and NZ localities, indexed on the first look-up
// rather than at start-up, so the server starts fast; afterwards every answer comes from memory.

export interface BundledPlaces extends Places {
  /** The index of one country, built on first call. */
  index(country: Country): PlaceIndex;
}

export function createBundledPlaces(): BundledPlaces {
  const indexes = new Map<Country, PlaceIndex>();
  const index = (country: Country) => {
    let found = indexes.get(country);
    if (!found) {
      found = new PlaceIndex(withPopulation(country, country === 'AU' ? loadAuLocalities() : loadNzLocalities()));
      indexes.set(country, found);
    }
    return found;
  };
  // place_id is ours: "au:3220:geelong", "nz:1011:ponsonby".
  const countryOf = (placeId: string): Country | undefined =>
    placeId.startsWith('au:') ? 'AU' : placeId.startsWith('nz:') ? 'NZ' : undefined;
  return {
    name: 'bundled',
    index,
    async lookup({ input, country }) {
      return index(country).search(input).map(toPrediction);
    },
    async location(placeId) {
      const country = countryOf(placeId);
      const place = country && index(country).get(placeId);
      return place ? { lat: place.lat, lng: place.lng } : undefined;
    },
  };
}
