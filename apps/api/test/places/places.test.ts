import { GetPlaceIdResponse, LookupSuburbOrPostcodeResponse } from '@kerb/domain/contracts/places';
import { parsePlaceDescription } from '@kerb/domain/places/description';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 2 §7: POST /api/google/lookupSuburbOrPostcode {input, countryCode, managePartnerToBillId} →
// {predictions: [{description, place_id}]} and POST /api/google/getPlaceId {placeId} →
// {result: {geometry: {location: {lat, lng}}}}, answered from the bundled data when no maps provider is set
// (docs/decisions/024). Issue 9: bad input is a 400 naming the field; public look-ups are rate limited.
describe('place look-ups from the bundled data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => t.close());

  const lookup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/google/lookupSuburbOrPostcode', payload: payload as object });
  const details = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/google/getPlaceId', payload: payload as object });

  it('answers Australian suburbs by prefix, "Geelong" before "Geelong West", in the contract shape', async () => {
    const res = await lookup({ input: 'Geelong', countryCode: 'AU', managePartnerToBillId: 'demo' });
    expect(res.statusCode).toBe(200);
    const { predictions } = LookupSuburbOrPostcodeResponse.parse(res.json());
    expect(predictions[0]).toEqual({
      description: 'Geelong VIC 3220, Australia', place_id: 'au:3220:geelong', suburb: 'Geelong', state: 'VIC', postcode: '3220', country: 'AU',
    });
    const order = predictions.map((p) => p.suburb);
    expect(order.indexOf('Geelong West')).toBeGreaterThan(order.indexOf('Geelong'));
    // The description carries the same parts as the fields beside it.
    for (const p of predictions) expect(parsePlaceDescription(p.description)).toEqual({ suburb: p.suburb, state: p.state, postcode: p.postcode, country: 'AU' });
  });

  it('answers every locality of a postcode', async () => {
    const { predictions } = (await lookup({ input: '3220', countryCode: 'AU' })).json() as LookupSuburbOrPostcodeResponse;
    expect(predictions.map((p) => p.suburb).sort()).toEqual(['Bareena', 'Geelong', 'Newtown', 'South Geelong']);
    expect(predictions.every((p) => p.postcode === '3220' && p.state === 'VIC')).toBe(true);
  });

  it('answers New Zealand localities with their region (spec 2 §9), and keeps countries apart', async () => {
    const { predictions } = (await lookup({ input: 'ponsonby', countryCode: 'NZ' })).json() as LookupSuburbOrPostcodeResponse;
    expect(predictions).toEqual([{
      description: 'Ponsonby, Auckland 1011, New Zealand', place_id: 'nz:1011:ponsonby', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ',
    }]);
    expect((await lookup({ input: 'ponsonby', countryCode: 'AU' })).json()).toEqual({ predictions: [] });
  });

  // spec 2 §9 lists 16 NZ regions: a town of each answers with its region.
  it.each([
    ['Takapuna', 'Auckland'], ['Petone', 'Wellington'], ['Riccarton', 'Canterbury'], ['Cambridge', 'Waikato'],
    ['Papamoa', 'Bay of Plenty'], ['Mosgiel', 'Otago'], ['Feilding', 'Manawatu-Wanganui'], ['Havelock North', "Hawke's Bay"],
    ['Inglewood', 'Taranaki'], ['Invercargill', 'Southland'], ['Tāhunanui', 'Nelson'], ['Kerikeri', 'Northland'],
    ['Tolaga Bay', 'Gisborne'], ['Blenheim', 'Marlborough'], ['Motueka', 'Tasman'], ['Greymouth', 'West Coast'],
  ])('answers %s in %s', async (town, region) => {
    const { predictions } = (await lookup({ input: town, countryCode: 'NZ' })).json() as LookupSuburbOrPostcodeResponse;
    expect(predictions[0]).toMatchObject({ suburb: town, state: region, country: 'NZ' });
    expect(predictions[0]!.postcode).toMatch(/^\d{4}$/);
  });

  it('answers a place id with its coordinates', async () => {
    const res = await details({ placeId: 'au:3220:geelong' });
    expect(res.statusCode).toBe(200);
    const { result } = GetPlaceIdResponse.parse(res.json());
    expect(result.geometry.location.lat).toBeCloseTo(-38.15, 1);
    expect(result.geometry.location.lng).toBeCloseTo(144.36, 1);
    expect((await details({ placeId: 'nz:1011:ponsonby' })).json()).toEqual({ result: { geometry: { location: { lat: -36.856, lng: 174.744 } } } });
  });

  it.each(['au:3220:nowhere', 'nz:0000:x', 'ChIJ8T7fYVgU1GoRUJPe5GxZBBw'])('404 naming placeId for an unknown place (%s)', async (placeId) => {
    const res = await details({ placeId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'placeId', reason: 'no place with this id' });
  });

  it.each([
    ['fewer than 3 characters', { input: 'Ge', countryCode: 'AU' }, 'input'],
    ['3 characters only after trimming', { input: '  ge  ', countryCode: 'AU' }, 'input'],
    ['no input', { countryCode: 'AU' }, 'input'],
    ['a number for input', { input: 3220, countryCode: 'AU' }, 'input'],
    ['an overlong input', { input: 'a'.repeat(81), countryCode: 'AU' }, 'input'],
    ['another country', { input: 'London', countryCode: 'GB' }, 'countryCode'],
    ['a lower-case country', { input: 'Geelong', countryCode: 'au' }, 'countryCode'],
    ['no country', { input: 'Geelong' }, 'countryCode'],
    ['an unknown field', { input: 'Geelong', countryCode: 'AU', country: 'AU' }, 'country'],
    ['a billing id that is not text', { input: 'Geelong', countryCode: 'AU', managePartnerToBillId: 5 }, 'managePartnerToBillId'],
  ])('400 naming the field for %s', async (_what, payload, field) => {
    const res = await lookup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it.each([
    ['no placeId', {}, 'placeId'],
    ['an empty placeId', { placeId: '  ' }, 'placeId'],
    ['a placeId that is not text', { placeId: 7 }, 'placeId'],
  ])('400 naming the field for %s', async (_what, payload, field) => {
    const res = await details(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('400 (not a 5xx) for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/google/lookupSuburbOrPostcode', headers: { 'content-type': 'application/json' }, payload: '{"input":' });
    expect(res.statusCode).toBe(400);
  });

  it('answers input with no letters or digits with no predictions', async () => {
    expect((await lookup({ input: '---', countryCode: 'AU' })).json()).toEqual({ predictions: [] });
  });
});

describe('place look-ups are rate limited per client (issue 9 "Every new endpoint")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => t.close());

  it.each([
    ['/api/google/lookupSuburbOrPostcode', { input: 'Geelong', countryCode: 'AU' }],
    ['/api/google/getPlaceId', { placeId: 'au:3220:geelong' }],
  ])('%s: 429 with a reason after the limit, other clients unaffected', async (url, payload) => {
    const ask = (ip: string) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
    expect((await ask('203.0.113.20')).statusCode).toBe(200);
    expect((await ask('203.0.113.20')).statusCode).toBe(200);
    const refused = await ask('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, reason: 'rate limited' });
    expect((await ask('198.51.100.20')).statusCode).toBe(200);
  });
});
