import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { GEELONG_AUTOCOMPLETE, GEELONG_DETAILS, NZ_AUTOCOMPLETE, startFakeGoogle } from './fake-google';

// docs/decisions/024: Google Places behind GOOGLE_PLACES_KEY (base URL GOOGLE_PLACES_URL), for spec 2 §7
// lookupSuburbOrPostcode and getPlaceId; spec 2 §8 "Location lookup or place detail failure": a 503 the widget
// logs, never a 500.
describe('places from Google Places over HTTP', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await buildTestApp({ seed: false, env: { GOOGLE_PLACES_KEY: 'places-key', GOOGLE_PLACES_URL: google.url, GOOGLE_PLACES_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  beforeEach(() => {
    google.received.length = 0;
    google.autocomplete({ body: GEELONG_AUTOCOMPLETE });
    google.details({ body: GEELONG_DETAILS });
  });

  const lookup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/google/lookupSuburbOrPostcode', payload });
  const details = (placeId: string) => t.app.inject({ method: 'POST', url: '/api/google/getPlaceId', payload: { placeId } });

  it('asks Autocomplete for regions in the borrower country with the key, and answers predictions with their parts', async () => {
    const res = await lookup({ input: '3220', countryCode: 'AU', managePartnerToBillId: 'partner-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      predictions: [
        { description: 'Geelong VIC 3220, Australia', place_id: 'ChIJ8T7fYVgU1GoRUJPe5GxZBBw', suburb: 'Geelong', state: 'VIC', postcode: '3220', country: 'AU' },
        { description: 'South Geelong VIC, Australia', place_id: 'ChIJb1y9g1YU1GoR8D3e5GxZBAU', suburb: 'South Geelong', state: 'VIC', country: 'AU' },
      ],
    });
    const asked = google.received[0]!.url;
    expect(asked.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ input: '3220', types: '(regions)', components: 'country:au', key: 'places-key' });
  });

  it('maps Google NZ region spellings to spec 2 §9 regions', async () => {
    google.autocomplete({ body: NZ_AUTOCOMPLETE });
    const res = await lookup({ input: 'Palmerston', countryCode: 'NZ' });
    expect(res.json().predictions[0]).toMatchObject({ suburb: 'Palmerston North', state: 'Manawatu-Wanganui', country: 'NZ' });
    expect(google.received[0]!.url.searchParams.get('components')).toBe('country:nz');
  });

  it('answers no predictions for ZERO_RESULTS', async () => {
    google.autocomplete({ body: { status: 'ZERO_RESULTS', predictions: [] } });
    expect((await lookup({ input: 'Qqqzz', countryCode: 'AU' })).json()).toEqual({ predictions: [] });
  });

  it('asks Place Details for the geometry only and answers the location', async () => {
    const res = await details('ChIJ8T7fYVgU1GoRUJPe5GxZBBw');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { geometry: { location: { lat: -38.1499181, lng: 144.3617186 } } } });
    expect(Object.fromEntries(google.received[0]!.url.searchParams)).toEqual({ place_id: 'ChIJ8T7fYVgU1GoRUJPe5GxZBBw', fields: 'geometry', key: 'places-key' });
  });

  it.each(['NOT_FOUND', 'INVALID_REQUEST'])('404 naming placeId when Google answers %s', async (status) => {
    google.details({ body: { status } });
    const res = await details('ChIJ-gone');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'placeId' });
  });

  it('checks input before asking Google', async () => {
    const res = await lookup({ input: 'ge', countryCode: 'AU' });
    expect(res.json()).toMatchObject({ status: 400, field: 'input' });
    expect(google.received).toHaveLength(0);
  });

  const failures = [
    ['an error status', { status: 500, body: { error: 'down' } }],
    ['OVER_QUERY_LIMIT', { body: { status: 'OVER_QUERY_LIMIT', predictions: [], error_message: 'quota' } }],
    ['REQUEST_DENIED (a bad key)', { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }],
    ['a timeout', { body: GEELONG_AUTOCOMPLETE, delayMs: 1_500 }],
    ['a body that is not JSON', { body: '<html>Bad gateway</html>' }],
    ['a body that is not Google\'s', { body: { predictions: 'lots' } }],
  ] as const;

  it.each(failures)('503 (never a 500) from autocomplete for %s', async (_what, answer) => {
    google.autocomplete(answer);
    const res = await lookup({ input: 'Geelong', countryCode: 'AU' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ type: 'about:blank', status: 503, title: 'Service Unavailable', detail: 'Place look-up is unavailable' });
  });

  it.each(failures)('503 (never a 500) from place details for %s', async (_what, answer) => {
    google.details(answer);
    const res = await details('ChIJ8T7fYVgU1GoRUJPe5GxZBBw');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, detail: 'Place look-up is unavailable' });
  });

  it('503 when Google cannot be reached at all', async () => {
    const down = await buildTestApp({ seed: false, env: { GOOGLE_PLACES_KEY: 'places-key', GOOGLE_PLACES_URL: 'http://127.0.0.1:9', GOOGLE_PLACES_TIMEOUT_MS: '300' } });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/google/lookupSuburbOrPostcode', payload: { input: 'Geelong', countryCode: 'AU' } });
      expect(res.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
