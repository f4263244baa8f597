import { AU_STATES, NZ_REGIONS, type Country } from '@kerb/domain';
import type { PlacePrediction } from '@kerb/domain/contracts/places';
import { parsePlaceDescription, type PlaceParts } from '@kerb/domain/places/description';
import { foldPlaceText } from './fold';

// A Google Autocomplete prediction in our shape: its description and place_id as given (spec 2 §7), and the
// parts read from its terms ("Geelong", "VIC", "3220", "Australia"), so the address modal fills the same
// fields whichever source answered (docs/decisions/024).

export interface GooglePrediction {
  description: string;
  place_id: string;
  terms?: { value: string }[];
  structured_formatting?: { main_text?: string };
}

// Google spells some regions in te reo or with macrons ("Manawatū-Whanganui"); spec 2 §9 spells them as below.
const REGION_BY_FOLDED = new Map<string, (typeof NZ_REGIONS)[number]>([
  ...NZ_REGIONS.map((r) => [foldPlaceText(r), r] as const),
  ['manawatu whanganui', 'Manawatu-Wanganui'],
  ['hawkes bay region', "Hawke's Bay"],
]);

function partsFromTerms(p: GooglePrediction, country: Country): PlaceParts {
  const values = (p.terms ?? []).map((t) => t.value);
  const suburb = values[0] ?? p.structured_formatting?.main_text ?? p.description.split(',')[0]!.trim();
  const words = values.flatMap((v) => v.split(/\s+/));
  const postcode = words.find((w) => /^\d{4}$/.test(w));
  const state = country === 'AU'
    ? AU_STATES.find((s) => words.includes(s))
    : values.map((v) => REGION_BY_FOLDED.get(foldPlaceText(v.replace(/\d{4}/, '')))).find(Boolean);
  return { suburb, state, postcode, country };
}

export function fromGooglePrediction(p: GooglePrediction, country: Country): PlacePrediction {
  const parsed = parsePlaceDescription(p.description);
  const parts = parsed?.country === country && parsed.state ? parsed : partsFromTerms(p, country);
  const prediction: PlacePrediction = { description: p.description, place_id: p.place_id, suburb: parts.suburb, country };
  if (parts.state) prediction.state = parts.state;
  if (parts.postcode) prediction.postcode = parts.postcode;
  return prediction;
}
