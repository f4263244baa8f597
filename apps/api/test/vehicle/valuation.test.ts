import { VehicleValuationResponse } from '@kerb/domain/contracts/vehicle-valuation';
import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { sampleValuation } from '@kerb/domain/vehicle/valuation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 2 §2 "Quick calculator": "It looks up the vehicle valuation unless that lookup is disabled by partner
// configuration"; spec 2 §7 "a vehicle valuation lookup (path not shown)": ours, POST /api/vehicle/valuation
// (docs/decisions/011), answered offline by the sample catalogue when no provider is configured.
describe('POST /api/vehicle/valuation (sample catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.handle.db.insert(partners).values([
      { id: 'valuation-off', config: { id: 'valuation-off', partnerId: 'valuation-off', disabledGlassesGuideVinLookup: true } },
      { id: 'real-dealer', config: { id: 'real-dealer', partnerId: 'real-dealer' } },
    ]);
  });
  afterAll(() => t.close());

  const value = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/vehicle/valuation', payload: payload as object });

  it('values a sample NVIC for its build year: glassValuation, nvic and description', async () => {
    const res = await value({ partnerId: 'demo', nvic: 'SMP21A', buildYear: 2021, condition: 'USED', kilometers: 48_000 });
    expect(res.statusCode).toBe(200);
    const body = VehicleValuationResponse.parse(res.json());
    expect(body).toEqual(sampleValuation({ nvic: 'SMP21A', buildYear: 2021, condition: 'USED', kilometers: 48_000 }, new Date()));
    expect(body).toMatchObject({ nvic: 'SMP21A', description: '2021 Sample Motors Sedan GX', buildYear: 2021 });
    expect(body.glassValuation).toBeGreaterThan(3_900);
    expect(body.glassValuation).toBeLessThan(32_990);
  });

  // The sample partners' stock comes from either catalogue: the domain's Sample Motors, or the vehicle
  // catalogue in the database (the test drive's dealer cars, docs/decisions/063). Each must be valued.
  it("values every sample partner's stock vehicle by its NVIC", async () => {
    const stock = SAMPLE_PARTNERS.flatMap((p) => p.vehicles ?? []);
    expect(stock.length).toBeGreaterThan(0);
    for (const vehicle of stock) expect((await value({ partnerId: 'demo', nvic: vehicle.nvic })).statusCode, vehicle.nvic).toBe(200);
  });

  it('values a sample VIN, in any letter case, for the year the VIN codes', async () => {
    const res = await value({ partnerId: 'demo', vin: 'smpwgsp1xka000219' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nvic: 'SMP19B', buildYear: 2019, description: '2019 Sample Motors Wagon Sport' });
  });

  it('answers a partner without a provider configured from the sample catalogue', async () => {
    expect((await value({ partnerId: 'real-dealer', nvic: 'SMPM01' })).statusCode).toBe(200);
  });

  it.each([
    ['no vehicle code', { partnerId: 'demo' }, 'nvic'],
    ['no partner', { nvic: 'SMP21A' }, 'partnerId'],
    ['a malformed VIN', { partnerId: 'demo', vin: 'SMP-1' }, 'vin'],
    ['an NVIC with punctuation', { partnerId: 'demo', nvic: 'SMP 21A' }, 'nvic'],
    ['a build year in words', { partnerId: 'demo', nvic: 'SMP21A', buildYear: 'twenty' }, 'buildYear'],
    ['a build year after next year', { partnerId: 'demo', nvic: 'SMP21A', buildYear: new Date().getUTCFullYear() + 2 }, 'buildYear'],
    ['an unknown condition', { partnerId: 'demo', nvic: 'SMP21A', condition: 'SHINY' }, 'condition'],
    ['negative kilometres', { partnerId: 'demo', nvic: 'SMP21A', kilometers: -1 }, 'kilometers'],
    ['kilometres over 999999 (spec 2 §5)', { partnerId: 'demo', nvic: 'SMP21A', kilometers: 1_000_000 }, 'kilometers'],
    ['an unknown field', { partnerId: 'demo', nvic: 'SMP21A', colour: 'red' }, 'colour'],
  ])('400 naming the field for %s', async (_what, payload, field) => {
    const res = await value(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('404 naming the code for a vehicle it does not know, or a year the variant was not built in', async () => {
    expect((await value({ partnerId: 'demo', nvic: 'ZZZ999' })).json()).toMatchObject({ status: 404, field: 'nvic' });
    expect((await value({ partnerId: 'demo', vin: '1HGCM82633A004352' })).json()).toMatchObject({ status: 404, field: 'vin' });
    expect((await value({ partnerId: 'demo', nvic: 'SMP21A', buildYear: 2012 })).statusCode).toBe(404);
  });

  it('404 naming partnerId for a partner it does not know', async () => {
    expect((await value({ partnerId: 'nobody-here', nvic: 'SMP21A' })).json()).toMatchObject({ status: 404, field: 'partnerId' });
  });

  it('403 when the partner disabled the lookup (disabledGlassesGuideVinLookup)', async () => {
    const res = await value({ partnerId: 'valuation-off', nvic: 'SMP21A' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ field: 'partnerId', reason: 'disabled by partner configuration' });
  });
});
