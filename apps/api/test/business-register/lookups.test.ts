import { AuBusinessListResponse, AuBusinessResponse, NzBusinessListResponse, NzBusinessResponse } from '@kerb/domain/contracts/business-register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleRegister } from '../../src/adapters/business-register/sample-register';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §7: GET /api/abnLookup/abn/{abn}, GET /api/abnLookup/name/{name}, POST /api/abn/detail
// {country: "NZ", abn}, POST /api/abn/list {country: "NZ", name}, answered inside `data` in spec 1 §3's
// "Lookup results" shapes, here from the sample register (no ABR_GUID or NZBN_API_KEY). Spec 1 §5 "Business
// details": AU exactly 11 digits, NZ exactly 13, name search from 2 characters; issue 9: bad input is a 400
// naming the field.
describe('business register look-ups from the sample register', () => {
  let t: TestApp;
  const sample = buildSampleRegister(new Date());
  const bunyip = sample.au.find((b) => b.EntityName === 'Bunyip Bay Earthmoving Pty Ltd')!;
  const kiwi = sample.nz.find((b) => b.entityName === 'Kiwi Crossing Haulage Limited')!;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('answers an ABN with the business in data (spec 1 §3 "AU business lookup")', async () => {
    const res = await get(`/api/abnLookup/abn/${bunyip.Abn}`);
    expect(res.statusCode).toBe(200);
    expect(AuBusinessResponse.parse(res.json())).toEqual({ data: bunyip });
    expect(res.json().data).toMatchObject({ AbnStatus: 'Active', NameType: 'Entity Name', Acn: bunyip.Abn.slice(2), State: 'NSW' });
  });

  it('reads an ABN typed with spaces', async () => {
    const spaced = `${bunyip.Abn.slice(0, 2)} ${bunyip.Abn.slice(2, 5)} ${bunyip.Abn.slice(5, 8)} ${bunyip.Abn.slice(8)}`;
    expect((await get(`/api/abnLookup/abn/${encodeURIComponent(spaced)}`)).json().data.Abn).toBe(bunyip.Abn);
  });

  it('404 naming abn for a valid ABN no business holds (finance.md\'s example)', async () => {
    const res = await get('/api/abnLookup/abn/51824753556');
    expect(res.statusCode).toBe(404);
    // spec 1 §8 "Employer not found".
    expect(res.json()).toMatchObject({ status: 404, field: 'abn', reason: 'no business with this ABN', detail: 'Company not found. Please enter Company Number below.' });
  });

  it.each([
    ['10 digits', '5182475355', 'must be 11 digits'],
    ['12 digits', '518247535560', 'must be 11 digits'],
    ['letters', '5182475355a', 'must be 11 digits'],
    ['a wrong check digit', '51824753557', 'is not a valid ABN (check digits)'],
  ])('400 naming abn for %s', async (_what, abn, reason) => {
    const res = await get(`/api/abnLookup/abn/${abn}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'abn', reason });
  });

  it('answers a name search best first: exact, then prefix, then word match', async () => {
    const res = await get(`/api/abnLookup/name/${encodeURIComponent('Bunyip Bay Plant Hire Pty Ltd')}`);
    expect(res.statusCode).toBe(200);
    expect(AuBusinessListResponse.parse(res.json()).data.map((b) => b.Name)).toEqual(['Bunyip Bay Plant Hire Pty Ltd']);
    const names = (await get('/api/abnLookup/name/bunyip')).json().data.map((b: { Name: string }) => b.Name);
    expect(names).toEqual(['Bunyip Bay Earthmoving Pty Ltd', 'Bunyip Bay Plant Hire Pty Ltd']);
    const words = (await get(`/api/abnLookup/name/${encodeURIComponent('earth bunyip')}`)).json().data;
    expect(words.map((b: { Name: string }) => b.Name)).toEqual(['Bunyip Bay Earthmoving Pty Ltd']);
    // A prefix match ranks before a word match.
    const galah = (await get('/api/abnLookup/name/galah%20gully%20f')).json().data;
    expect(galah[0]).toMatchObject({ Name: 'Galah Gully Freight', NameType: 'Business Name', EntityName: 'Galah Gully Transport Trust' });
  });

  it('answers at most 20 matches, and an empty list when nothing matches (spec 1 §8 "Nothing found.")', async () => {
    const res = await get('/api/abnLookup/name/pty%20ltd');
    expect(res.json().data).toHaveLength(20);
    expect((await get('/api/abnLookup/name/zzqx')).json()).toEqual({ data: [] });
  });

  it.each([
    ['one character', 'B'],
    ['one character after trimming', '%20B%20'],
    ['an overlong name', 'a'.repeat(81)],
  ])('400 naming name for %s (spec 1 §5 "starts at 2 characters")', async (_what, name) => {
    const res = await get(`/api/abnLookup/name/${name}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'name' });
  });

  it('refuses a path part over 100 characters with a JSON 414 (the router\'s own limit)', async () => {
    const res = await get(`/api/abnLookup/name/${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: 414 });
  });

  it('says why a name is too short', async () => {
    expect((await get('/api/abnLookup/name/B')).json().reason).toBe('at least 2 characters');
  });

  it('answers an NZBN with the entity in data (NZ shape: docs/decisions/023)', async () => {
    const res = await post('/api/abn/detail', { country: 'NZ', abn: kiwi.nzbn });
    expect(res.statusCode).toBe(200);
    expect(NzBusinessResponse.parse(res.json())).toEqual({ data: kiwi });
    expect(res.json().data).toMatchObject({ entityTypeCode: 'LTD', addressRegion: 'Auckland', entityStatusDescription: 'Registered' });
  });

  it('keeps the countries apart: an NZBN is no ABN and an AU name is not found in NZ', async () => {
    expect((await get(`/api/abnLookup/abn/${kiwi.nzbn}`)).json()).toMatchObject({ status: 400, field: 'abn' });
    expect((await post('/api/abn/detail', { country: 'NZ', abn: bunyip.Abn })).json()).toMatchObject({ status: 400, field: 'abn', reason: 'must be 13 digits' });
    expect((await post('/api/abn/list', { country: 'NZ', name: 'Bunyip' })).json()).toEqual({ data: [] });
    expect((await get('/api/abnLookup/name/kiwi')).json()).toEqual({ data: [] });
  });

  it('404 naming abn for a valid NZBN no business holds (finance.md\'s example)', async () => {
    const res = await post('/api/abn/detail', { country: 'NZ', abn: '9429046246448' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'abn', reason: 'no business with this NZBN' });
  });

  it.each([
    ['12 digits', { country: 'NZ', abn: '942904624644' }, 'abn'],
    ['a wrong check digit', { country: 'NZ', abn: '9429046246449' }, 'abn'],
    ['no number', { country: 'NZ' }, 'abn'],
    ['a number as a number', { country: 'NZ', abn: 9429046246448 }, 'abn'],
    ['AU as the country', { country: 'AU', abn: '9429046246448' }, 'country'],
    ['no country', { abn: '9429046246448' }, 'country'],
    ['an unknown field', { country: 'NZ', abn: '9429046246448', nzbn: '1' }, 'nzbn'],
  ])('detail: 400 naming the field for %s', async (_what, payload, field) => {
    const res = await post('/api/abn/detail', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('answers an NZ name search by entity or trading name, best first', async () => {
    const res = await post('/api/abn/list', { country: 'NZ', name: 'kiwi crossing haulage limited' });
    expect(NzBusinessListResponse.parse(res.json()).data.map((b) => b.nzbn)).toEqual([kiwi.nzbn]);
    const weta = (await post('/api/abn/list', { country: 'NZ', name: 'Weta Welding' })).json().data;
    expect(weta[0]).toMatchObject({ entityName: 'Weta Workshop Welding', tradingName: 'Weta Welding' });
  });

  it.each([
    ['one character', { country: 'NZ', name: 'K' }, 'name'],
    ['no name', { country: 'NZ' }, 'name'],
    ['AU as the country', { country: 'AU', name: 'Kiwi' }, 'country'],
  ])('list: 400 naming the field for %s', async (_what, payload, field) => {
    const res = await post('/api/abn/list', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('accepts a partner id, and 404s naming partnerId for an unknown one', async () => {
    expect((await get(`/api/abnLookup/abn/${bunyip.Abn}?partnerId=demo`)).statusCode).toBe(200);
    expect((await post('/api/abn/list', { country: 'NZ', name: 'Kiwi', partnerId: 'demo-nz' })).statusCode).toBe(200);
    const res = await get(`/api/abnLookup/abn/${bunyip.Abn}?partnerId=nobody`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'partnerId' });
    expect((await get(`/api/abnLookup/abn/${bunyip.Abn}?other=1`)).json()).toMatchObject({ status: 400, field: 'other' });
  });

  it('400 (not a 5xx) for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/abn/detail', headers: { 'content-type': 'application/json' }, payload: '{"country":' });
    expect(res.statusCode).toBe(400);
  });
});

describe('business register look-ups are rate limited per client (issue 9 "Every new endpoint")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/api/abnLookup/abn/51824753556', undefined],
    ['GET', '/api/abnLookup/name/wombat', undefined],
    ['POST', '/api/abn/detail', { country: 'NZ', abn: '9429046246448' }],
    ['POST', '/api/abn/list', { country: 'NZ', name: 'Kiwi' }],
  ] as const)('%s %s: 429 with a reason after the limit, other clients unaffected', async (method, url, payload) => {
    const ask = (ip: string) => t.app.inject({ method, url, payload, headers: { 'x-forwarded-for': ip } });
    expect((await ask('203.0.113.30')).statusCode).toBeLessThan(429);
    expect((await ask('203.0.113.30')).statusCode).toBeLessThan(429);
    const refused = await ask('203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, reason: 'rate limited' });
    expect((await ask('198.51.100.30')).statusCode).toBeLessThan(429);
  });
});
