import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider';

// docs/decisions/011: the vehicle data provider's HTTP adapter, switched on by VEHICLE_DATA_URL and
// VEHICLE_DATA_KEY; spec 2 §2 quick calculator "looks up the vehicle valuation".
const VALUATION = { glassValuation: 21_350, nvic: '0DXP22', description: '2021 Example Hatch Ascent', buildYear: 2021 };

describe('vehicle valuation from a provider over HTTP', () => {
  let gateway: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakeProvider({ status: 200, body: {} }, '/v1/valuations');
    t = await buildTestApp({ env: { VEHICLE_DATA_URL: gateway.url, VEHICLE_DATA_KEY: 'vehicle-data-key', VEHICLE_DATA_TIMEOUT_MS: '300' } });
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
    gateway.answer({ status: 200, body: VALUATION });
  });

  const value = (payload: object) => t.app.inject({ method: 'POST', url: '/api/vehicle/valuation', payload });

  it('sends the query with the key and passes the valuation on', async () => {
    const res = await value({ partnerId: 'real-dealer', vin: '6t1bf3fk0mx123456', kilometers: 52_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(VALUATION);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer vehicle-data-key' },
      body: { partnerId: 'real-dealer', vin: '6T1BF3FK0MX123456', kilometers: 52_000 },
    });
  });

  it("404 when the provider does not know the vehicle", async () => {
    gateway.answer({ status: 404, body: { error: 'not found' } });
    expect((await value({ partnerId: 'real-dealer', nvic: '0DXP22' })).json()).toMatchObject({ status: 404, field: 'nvic' });
  });

  it.each([
    ['an error status', { status: 500, body: { error: 'down' } }],
    ['a refusal of the key', { status: 401, body: {} }],
    ['a timeout', { status: 200, body: VALUATION, delayMs: 1_500 }],
    ['a body that is not a valuation', { status: 200, body: { price: 'lots' } }],
    ['a body that is not JSON', { status: 200, body: 'Service Unavailable' }],
  ])('503 (never a 500) for %s: the borrower carries on without a valuation', async (_what, answer) => {
    gateway.answer(answer);
    const res = await value({ partnerId: 'real-dealer', nvic: '0DXP22' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, detail: 'Vehicle valuation is unavailable' });
  });

  it.each(['demo', 'demo-mode-dealer'])('values %s (sample or demo mode) from the sample catalogue, without asking the provider', async (partnerId) => {
    const res = await value({ partnerId, nvic: 'SMP21A' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nvic: 'SMP21A', description: '2021 Sample Motors Sedan GX' });
    expect(gateway.received).toHaveLength(0);
  });
});
