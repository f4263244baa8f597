import { describe, expect, it } from 'vitest';
import { NZ_REGIONS } from '../enums/index';
import { parsePlaceDescription, placeDescription, type PlaceParts } from './description';

// spec 2 §7 lookupSuburbOrPostcode "predictions (description, place_id)": the address modal fills suburb,
// state or region (spec 2 §9) and postcode from a prediction, so its text reads back into its parts.
describe('place descriptions', () => {
  it('writes the AU and NZ forms', () => {
    expect(placeDescription({ suburb: 'Geelong', state: 'VIC', postcode: '3220', country: 'AU' })).toBe('Geelong VIC 3220, Australia');
    expect(placeDescription({ suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ' })).toBe('Ponsonby, Auckland 1011, New Zealand');
  });

  const cases: PlaceParts[] = [
    { suburb: 'Geelong West', state: 'VIC', postcode: '3218', country: 'AU' },
    { suburb: "O'Connor", state: 'ACT', postcode: '2602', country: 'AU' },
    { suburb: 'Wagga Wagga', state: 'NSW', postcode: '2650', country: 'AU' },
    ...NZ_REGIONS.map((state): PlaceParts => ({ suburb: 'Mount Pleasant', state, postcode: '8081', country: 'NZ' })),
    { suburb: 'Ōtāhuhu', state: 'Auckland', postcode: '1062', country: 'NZ' },
    { suburb: 'Geelong', state: 'VIC', country: 'AU' },
    { suburb: 'Taupō', country: 'NZ' },
  ];
  it.each(cases)('reads back $suburb $state $postcode $country', (parts) => {
    expect(parsePlaceDescription(placeDescription(parts))).toEqual(parts);
  });

  it('gives nothing for text it did not write', () => {
    expect(parsePlaceDescription('Somewhere, Elsewhere')).toBeUndefined();
    expect(parsePlaceDescription('Palmerston North, Manawatū-Whanganui, New Zealand')).toBeUndefined();
  });
});
