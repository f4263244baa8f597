import { type FakeAnswer, startFakeProvider } from '../helpers/fake-provider';

// A local HTTP server answering like Google Places' Autocomplete and Place Details web services
// (GET /maps/api/place/{autocomplete,details}/json). Each test sets the answer per path; other paths are 404.
export async function startFakeGoogle() {
  const fake = await startFakeProvider({ status: 404, body: 'Not Found' });
  return {
    ...fake,
    autocomplete: (answer: FakeAnswer) => fake.answer(answer, '/maps/api/place/autocomplete/json'),
    details: (answer: FakeAnswer) => fake.answer(answer, '/maps/api/place/details/json'),
  };
}

/** An Autocomplete answer as Google writes one for "3220" in Australia, types (regions). */
export const GEELONG_AUTOCOMPLETE = {
  status: 'OK',
  predictions: [
    {
      description: 'Geelong VIC 3220, Australia',
      place_id: 'ChIJ8T7fYVgU1GoRUJPe5GxZBBw',
      structured_formatting: { main_text: 'Geelong VIC 3220', secondary_text: 'Australia' },
      terms: [{ offset: 0, value: 'Geelong' }, { offset: 8, value: 'VIC' }, { offset: 12, value: '3220' }, { offset: 18, value: 'Australia' }],
      types: ['postal_code', 'geocode'],
    },
    {
      description: 'South Geelong VIC, Australia',
      place_id: 'ChIJb1y9g1YU1GoR8D3e5GxZBAU',
      structured_formatting: { main_text: 'South Geelong', secondary_text: 'VIC, Australia' },
      terms: [{ offset: 0, value: 'South Geelong' }, { offset: 15, value: 'VIC' }, { offset: 20, value: 'Australia' }],
      types: ['locality', 'political', 'geocode'],
    },
  ],
};

export const NZ_AUTOCOMPLETE = {
  status: 'OK',
  predictions: [
    {
      description: 'Palmerston North, Manawatū-Whanganui, New Zealand',
      place_id: 'ChIJ0a9M5zUlQG0RUK_jeyEnBAU',
      structured_formatting: { main_text: 'Palmerston North', secondary_text: 'Manawatū-Whanganui, New Zealand' },
      terms: [{ offset: 0, value: 'Palmerston North' }, { offset: 18, value: 'Manawatū-Whanganui' }, { offset: 38, value: 'New Zealand' }],
      types: ['locality', 'political', 'geocode'],
    },
  ],
};

export const GEELONG_DETAILS = {
  status: 'OK',
  html_attributions: [],
  result: { geometry: { location: { lat: -38.1499181, lng: 144.3617186 }, viewport: {} } },
};
