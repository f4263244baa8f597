import { AuBusinessListResponse, AuBusinessResponse, NzBusinessListResponse, NzBusinessResponse } from '@kerb/domain/contracts/business-register';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSampleRegister } from '../../src/adapters/business-register/sample-register';
import { buildTestApp, type TestApp } from '../helpers/app';
import { ABR_DETAILS, ABR_MATCHING_NAMES, ABR_NO_RECORD, NZBN_ENTITY, NZBN_SEARCH, startFakeRegisters } from './fake-registers';

// docs/decisions/023: the ABR's JSON web services behind ABR_GUID (ABR_URL) and the NZBN API behind
// NZBN_API_KEY (NZBN_API_URL), tried against a local server that answers as they do. Spec 1 §5 and
// finance.md: a number failing its check digits never reaches a register; a register's failure is a 503
// JSON, never a 500 (spec 1 §8 "Name search failure: empty list; detail failure gives empty options").
describe('business registers over HTTP', () => {
  let fake: Awaited<ReturnType<typeof startFakeRegisters>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeRegisters();
    t = await buildTestApp({
      env: {
        ABR_GUID: 'abr-guid-1', ABR_URL: fake.abrUrl, NZBN_API_KEY: 'nzbn-key-1', NZBN_API_URL: fake.nzbnUrl,
        BUSINESS_REGISTER_TIMEOUT_MS: '300', LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.answer('/json/AbnDetails.aspx', { body: ABR_DETAILS });
    fake.answer('/json/MatchingNames.aspx', { body: ABR_MATCHING_NAMES });
    fake.answer('/nzbn/v5/entities/9429046246448', { body: NZBN_ENTITY });
    fake.answer('/nzbn/v5/entities', { body: NZBN_SEARCH });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('asks AbnDetails with our GUID and answers spec 1 §3\'s AU shape', async () => {
    const res = await get('/api/abnLookup/abn/53%20004%20085%20616');
    expect(res.statusCode).toBe(200);
    expect(AuBusinessResponse.parse(res.json()).data).toEqual({
      Abn: '53004085616', AbnStatus: 'Active', AbnStatusEffectiveFrom: '2000-02-01', EntityName: 'FICTIONAL HOLDINGS PTY LTD',
      Name: 'FICTIONAL HOLDINGS PTY LTD', NameType: 'Entity Name', EntityTypeName: 'Australian Private Company', Acn: '004085616',
      CompanyNumber: '004085616', Gst: '2000-07-01', Postcode: '3000', State: 'VIC', AddressPostcode: '3000', AddressState: 'VIC', Score: null,
    });
    const asked = fake.received[0]!.url;
    expect(asked.pathname).toBe('/json/AbnDetails.aspx');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ abn: '53004085616', guid: 'abr-guid-1', callback: 'callback' });
  });

  it.each([
    ['a no-record message', ABR_NO_RECORD],
    ['no message', { ...ABR_NO_RECORD, Message: '' }],
  ])('404 naming abn when the ABR answers no ABN with %s', async (_what, body) => {
    fake.answer('/json/AbnDetails.aspx', { body });
    const res = await get('/api/abnLookup/abn/51824753556');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'abn', reason: 'no business with this ABN' });
  });

  it('asks MatchingNames for 20 and ranks exact, prefix, word match, then the ABR\'s fuzzy matches', async () => {
    const res = await get('/api/abnLookup/name/Fictional%20Haulage');
    expect(res.statusCode).toBe(200);
    const { data } = AuBusinessListResponse.parse(res.json());
    expect(data.map((b) => [b.Name, b.NameType, b.AbnStatus])).toEqual([
      ['FICTIONAL HAULAGE', 'Entity Name', 'Active'],
      ['FICTIONAL HAULAGE SERVICES', 'Business Name', 'Active'],
      ['HAULAGE FICTIONAL', 'Trading Name', 'Cancelled'],
      ['FICTITIOUS HAULERS', 'Other Name', 'Active'],
    ]);
    expect(data[0]).toMatchObject({ Score: 100, Postcode: '3000', State: 'VIC', Gst: null, Acn: null });
    expect(data[3]).toMatchObject({ Postcode: null, State: null });
    expect(Object.fromEntries(fake.received[0]!.url.searchParams)).toEqual({ name: 'Fictional Haulage', maxResults: '20', guid: 'abr-guid-1', callback: 'callback' });
  });

  it('asks the NZBN API with our key and answers the NZ shape (docs/decisions/023)', async () => {
    const res = await post('/api/abn/detail', { country: 'NZ', abn: '9429046246448' });
    expect(res.statusCode).toBe(200);
    expect(NzBusinessResponse.parse(res.json()).data).toEqual({
      nzbn: '9429046246448', entityName: 'FICTIONAL TRANSPORT LIMITED', entityTypeCode: 'LTD', entityTypeDescription: 'NZ Limited Company',
      entityStatusDescription: 'Registered', registrationDate: '2017-03-14', companyNumber: '6234567', tradingName: 'Fictional Freight',
      gstNumber: '123456789', gstEffectiveDate: '2017-04-01', addressRegion: 'Auckland', addressPostcode: '1010',
    });
    const { url, headers } = fake.received[0]!;
    expect(url.pathname).toBe('/nzbn/v5/entities/9429046246448');
    expect(headers['ocp-apim-subscription-key']).toBe('nzbn-key-1');
  });

  it('404 naming abn when the NZBN API has no such entity', async () => {
    fake.answer('/nzbn/v5/entities/9429046246448', { status: 404, body: { errorDescription: 'Not found' } });
    const res = await post('/api/abn/detail', { country: 'NZ', abn: '9429046246448' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'abn', reason: 'no business with this NZBN' });
  });

  it('searches NZ entities by search-term, prefix matches first', async () => {
    const res = await post('/api/abn/list', { country: 'NZ', name: 'fictional transport' });
    const { data } = NzBusinessListResponse.parse(res.json());
    expect(data.map((b) => [b.entityName, b.companyNumber])).toEqual([['FICTIONAL TRANSPORT LIMITED', '6234567'], ['THE FICTIONAL TRANSPORT TRUST', null]]);
    const asked = fake.received[0]!.url;
    expect(asked.pathname).toBe('/nzbn/v5/entities');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ 'search-term': 'fictional transport', 'page-size': '20' });
  });

  it('never asks a register about a number failing its check digits, or a name too short', async () => {
    expect((await get('/api/abnLookup/abn/51824753557')).json()).toMatchObject({ status: 400, field: 'abn' });
    expect((await post('/api/abn/detail', { country: 'NZ', abn: '9429046246449' })).json()).toMatchObject({ status: 400, field: 'abn' });
    expect((await get('/api/abnLookup/name/F')).json()).toMatchObject({ status: 400, field: 'name' });
    expect((await post('/api/abn/list', { country: 'NZ', name: 'F' })).json()).toMatchObject({ status: 400, field: 'name' });
    expect(fake.received).toHaveLength(0);
  });

  it('answers sample partners from the sample register, never from the real ones', async () => {
    const sample = buildSampleRegister(new Date());
    expect((await get(`/api/abnLookup/abn/${sample.au[0]!.Abn}?partnerId=demo`)).json().data.EntityName).toBe(sample.au[0]!.EntityName);
    expect((await post('/api/abn/detail', { country: 'NZ', abn: sample.nz[0]!.nzbn, partnerId: 'demo-nz' })).json().data.entityName).toBe(sample.nz[0]!.entityName);
    expect((await get('/api/abnLookup/name/wombat?partnerId=demo')).json().data[0].Name).toBe('Wombat Creek Haulage Pty Ltd');
    expect(fake.received).toHaveLength(0);
  });

  const failures = [
    ['an error status', { status: 500, body: { error: 'down' } }],
    ['a timeout', { body: ABR_DETAILS, delayMs: 1_000 }],
    ['a body that is not JSON', { body: '<html>Bad gateway</html>' }],
    ['a body that is not the register\'s', { body: { Names: 'lots' } }],
  ] as const;

  it.each(failures)('503 JSON from the ABR for %s', async (_what, answer) => {
    fake.answer('/json/AbnDetails.aspx', answer);
    fake.answer('/json/MatchingNames.aspx', answer);
    for (const url of ['/api/abnLookup/abn/53004085616', '/api/abnLookup/name/fictional']) {
      const res = await get(url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ type: 'about:blank', status: 503, title: 'Service Unavailable', detail: 'Business register is unavailable' });
    }
  });

  it('503 when the ABR refuses our GUID (its Message)', async () => {
    fake.answer('/json/AbnDetails.aspx', { body: { ...ABR_NO_RECORD, Message: 'The GUID entered is not recognised as a Registered Party' } });
    fake.answer('/json/MatchingNames.aspx', { body: { Message: 'The GUID entered is not recognised as a Registered Party', Names: null } });
    expect((await get('/api/abnLookup/abn/53004085616')).statusCode).toBe(503);
    expect((await get('/api/abnLookup/name/fictional')).statusCode).toBe(503);
  });

  it.each([...failures, ['a refused key', { status: 401, body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' } }] as const])(
    '503 JSON from the NZBN API for %s', async (_what, answer) => {
      fake.answer('/nzbn/v5/entities/9429046246448', answer);
      fake.answer('/nzbn/v5/entities', answer);
      for (const [url, payload] of [['/api/abn/detail', { country: 'NZ', abn: '9429046246448' }], ['/api/abn/list', { country: 'NZ', name: 'fictional' }]] as const) {
        const res = await post(url, payload);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 503, detail: 'Business register is unavailable' });
      }
    },
  );
});
