import type { Country } from '@kerb/domain';
import { PLACE_PREDICTIONS_MAX, type PlacePrediction } from '@kerb/domain/contracts/places';
import { placeDescription } from '@kerb/domain/places/description';
import { foldPlaceText } from './fold';

// The bundled places, indexed once in memory (docs/decisions/024): every word of every name as a sorted
// array of suffixes ("geelong west" gives "geelong west" and "west"), and the places sorted by postcode, so a
// prefix is two binary searches and a short scan.

export interface Place {
  id: string;
  country: Country;
  suburb: string;
  state: PlacePrediction['state'];
  postcode: string;
  lat: number;
  lng: number;
  /** Lower is likelier (a metropolitan locality before a remote one); ties go alphabetical. */
  signal: number;
  /** People in the town, for the capitals and large towns (large-places.ts); a listed town comes first. */
  population?: number;
}

interface Folded extends Place {
  folded: string;
}

const lowerBound = <T>(items: readonly T[], key: string, of: (item: T) => string) => {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (of(items[mid]!) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

// Issue 33 §3: by size (a listed town by its population, before any unlisted one), then the data's own
// signal, then alphabetical.
const byLikelihood = (a: Folded, b: Folded) =>
  (b.population ?? 0) - (a.population ?? 0) || a.signal - b.signal
  || a.folded.localeCompare(b.folded) || a.postcode.localeCompare(b.postcode);

export const toPrediction = (p: Place): PlacePrediction => ({
  description: placeDescription(p),
  place_id: p.id,
  suburb: p.suburb,
  state: p.state,
  postcode: p.postcode,
  country: p.country,
});

export class PlaceIndex {
  private readonly words: { key: string; place: Folded; start: boolean }[] = [];
  private readonly byPostcode: Folded[];
  private readonly byId = new Map<string, Folded>();

  constructor(places: readonly Place[]) {
    const folded = places.map((p) => ({ ...p, folded: foldPlaceText(p.suburb) }));
    for (const place of folded) {
      this.byId.set(place.id, place);
      const parts = place.folded.split(' ');
      parts.forEach((_, i) => this.words.push({ key: parts.slice(i).join(' '), place, start: i === 0 }));
    }
    this.words.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.byPostcode = folded.sort((a, b) => a.postcode.localeCompare(b.postcode) || byLikelihood(a, b));
  }

  get size() {
    return this.byId.size;
  }

  get(id: string): Place | undefined {
    return this.byId.get(id);
  }

  /** spec 2 §7 lookupSuburbOrPostcode: digits search postcodes, anything else the names' words. */
  search(input: string, limit = PLACE_PREDICTIONS_MAX): Place[] {
    const text = foldPlaceText(input);
    if (!text) return [];
    if (/^\d+$/.test(text)) return this.postcodes(text, limit);
    // "Geelong 3220": a name narrowed by a postcode.
    const tail = /^(.*\D) (\d{1,4})$/.exec(text);
    if (tail) return this.names(tail[1]!, limit, tail[2]);
    return this.names(text, limit);
  }

  private postcodes(prefix: string, limit: number): Place[] {
    const found: Place[] = [];
    for (let i = lowerBound(this.byPostcode, prefix, (p) => p.postcode); i < this.byPostcode.length && found.length < limit; i += 1) {
      const place = this.byPostcode[i]!;
      if (!place.postcode.startsWith(prefix)) break;
      found.push(place);
    }
    return found;
  }

  // Exact name, then the start of the whole name, then the start of a later word ("Geelong", "Geelong
  // West", "North Geelong"); within each, by likelihood: "Hobar" lists Hobart before Hobartville.
  private names(prefix: string, limit: number, postcode?: string): Place[] {
    const best = new Map<Folded, number>();
    for (let i = lowerBound(this.words, prefix, (w) => w.key); i < this.words.length; i += 1) {
      const { key, place, start } = this.words[i]!;
      if (!key.startsWith(prefix)) break;
      if (postcode && !place.postcode.startsWith(postcode)) continue;
      const rank = place.folded === prefix ? 0 : start ? 1 : 2;
      const seen = best.get(place);
      if (seen === undefined || rank < seen) best.set(place, rank);
    }
    return [...best].sort(([a, ra], [b, rb]) => ra - rb || byLikelihood(a, b)).slice(0, limit).map(([p]) => p);
  }
}
