// One way to compare place names: case, accents and macrons (Ōtāhuhu), apostrophes (O'Connor) and
// punctuation (Wagga-Wagga) do not matter to a borrower typing a suburb, and "Mt" is "Mount" (Mt Eden,
// Mount Eden) (docs/decisions/024).
export function foldPlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bmt\b/g, 'mount');
}

/** The name as it goes into a place id: "Geelong West" → "geelong-west". */
export const placeSlug = (name: string) => foldPlaceText(name).replace(/ /g, '-');
