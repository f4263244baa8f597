import { PLATE_NOT_FOUND_DESCRIPTION } from '@kerb/domain/vehicle/select';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider';

// docs/decisions/025: a provider's catalogue behind its HTTP gateway (VEHICLE_CATALOGUE_URL, key from
// VEHICLE_CATALOGUE_KEY or VEHICLE_DATA_KEY), answering spec 2 §7's look-ups for real partners; spec 2 §8
// "Registration lookup failure → default not-found description".
const OPTION = { description: '2021 Example Hatch Ascent 2.0L CVT', glassValuation: 21_350, nvic: '0DXP21', makeImageUrl: 'https://img.example/toyota.png' };
const PLATE = {
  description: '2021 Example Hatch Ascent', makeImageUrl: 'https://img.example/toyota.png', buildYear: 2021,
  make: { name: 'Toyota', code: 'TOYO' }, model: { name: 'Corolla', code: 'COROLLA' }, variant: 'Ascent', nvic: '0DXP21', vin: 'JTNK4RBE003123456',
};

describe('vehicle search from a provider over HTTP', () => {
  let gateway: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakeProvider({ status: 200, body: [] }, '/v1/select');
    t = await buildTestApp({ env: { VEHICLE_CATALOGUE_URL: gateway.url, VEHICLE_DATA_KEY: 'vehicle-data-key', VEHICLE_DATA_TIMEOUT_MS: '300' } });
    await t.handle.db.insert(partners).values([
      { id: 'real-dealer', config: { id: 'real-dealer', partnerId: 'real-dealer' } },
      { id: 'demo-mode-dealer', config: { id: 'demo-mode-dealer', partnerId: 'demo-mode-dealer', isDemoMode: true } },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
  });

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/asset/select/${path}` });
  const plate = (path: string) => t.app.inject({ method: 'POST', url: `/api/asset/select/${path}`, payload: { billingData: { managePartnerToBillId: 'real-dealer' } } });

  it.each([
    ['build years', 'PASSENGER_VEHICLE', [2024, 2023]],
    ['makes', 'PASSENGER_VEHICLE/2021', [{ name: 'Toyota', code: 'TOYO' }]],
    ['models', 'PASSENGER_VEHICLE/2021/TOYO', [{ name: 'Corolla', code: 'COROLLA' }]],
    ['variants', 'PASSENGER_VEHICLE/2021/TOYO/COROLLA', ['Ascent', 'SX']],
    ['options', 'PASSENGER_VEHICLE/2021/TOYO/COROLLA/Ascent%20Sport', [OPTION]],
  ])('asks the gateway for %s on the same path, with the key, and passes the answer on', async (_what, path, body) => {
    gateway.answer({ status: 200, body });
    const res = await get(`real-dealer/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]).toMatchObject({ method: 'GET', path: `/v1/select/real-dealer/${path}`, headers: { authorization: 'Bearer vehicle-data-key' } });
  });

  it('reads a 404 on a list as nothing found', async () => {
    gateway.answer({ status: 404, body: { error: 'not found' } });
    expect((await get('real-dealer/PASSENGER_VEHICLE/2021/NOPE')).json()).toEqual([]);
  });

  it('sends the plate with the billing data and passes the vehicle on', async () => {
    gateway.answer({ status: 200, body: PLATE });
    const res = await plate('real-dealer/plate/abc123/vic');
    expect(res.json()).toEqual({ ...PLATE, found: true, registrationNumber: 'ABC123', registrationState: 'VIC' });
    expect(gateway.received[0]).toMatchObject({
      method: 'POST', path: '/v1/select/real-dealer/plate/ABC123/VIC', body: { billingData: { managePartnerToBillId: 'real-dealer' } },
    });
  });

  const failures = [
    ['an error status', { status: 500, body: { error: 'down' } }],
    ['a refusal of the key', { status: 401, body: {} }],
    ['a timeout', { status: 200, body: PLATE, delayMs: 1_500 }],
    ['a body in another shape', { status: 200, body: { price: 'lots' } }],
    ['a body that is not JSON', { status: 200, body: 'Service Unavailable' }],
  ] as const;

  it.each([['an unknown plate (404)', { status: 404, body: {} }] as const, ...failures])(
    'answers a plate with 200 and the default not-found description for %s',
    async (_what, answer) => {
      gateway.answer(answer);
      const res = await plate('real-dealer/plate/ABC123/VIC');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ found: false, description: PLATE_NOT_FOUND_DESCRIPTION, makeImageUrl: null, registrationNumber: 'ABC123', registrationState: 'VIC' });
    },
  );

  it.each(failures)('answers a list with 503 (never a 500) for %s', async (_what, answer) => {
    gateway.answer(answer);
    const res = await get('real-dealer/PASSENGER_VEHICLE/2021');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, detail: 'Vehicle search is unavailable' });
  });

  it.each(['demo', 'demo-mode-dealer'])('searches the database for %s (sample or demo mode), without asking the gateway', async (partnerId) => {
    expect((await get(`${partnerId}/PASSENGER_VEHICLE/2021/TOYOTA/RAV4`)).json()).toEqual(['Cruiser', 'Edge', 'GX', 'GXL']);
    expect((await plate(`${partnerId}/plate/CXK12L/NSW`)).json()).toMatchObject({ found: true, variant: 'SR5' });
    expect(gateway.received).toHaveLength(0);
  });

  it('checks the input before asking the gateway', async () => {
    expect((await get('real-dealer/PASSENGER_VEHICLE/1900')).json()).toMatchObject({ status: 400, field: 'year' });
    expect(gateway.received).toHaveLength(0);
  });
});
