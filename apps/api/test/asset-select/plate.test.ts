import { PlateLookupResponse } from '@kerb/domain/contracts/vehicle-select';
import { PLATE_NOT_FOUND_DESCRIPTION } from '@kerb/domain/vehicle/select';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 2 §7 POST /api/asset/select/{partner}/plate/{registration}/{state} → "description, makeImageUrl"
// (with the vehicle's facts, docs/decisions/025); spec 2 §8 "Registration lookup failure or lookup disabled →
// default not-found description"; spec 1 §8 "Plate lookup failure" text.
describe('POST /api/asset/select/{partner}/plate/{registration}/{state} (sample register)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.handle.db.insert(partners).values({
      id: 'lookup-off', config: { id: 'lookup-off', partnerId: 'lookup-off', disabledGlassesGuideVinLookup: true },
    });
  });
  afterAll(() => t.close());

  const plate = (path: string, payload: object = { billingData: { service: 'rego', managePartnerToBillId: 'demo' } }) =>
    t.app.inject({ method: 'POST', url: `/api/asset/select/${path}`, payload });

  it('fills the vehicle screen from a known plate: description, year, make, model, variant, NVIC and VIN', async () => {
    const res = await plate('demo/plate/CXK12L/NSW');
    expect(res.statusCode).toBe(200);
    const body = PlateLookupResponse.parse(res.json());
    expect(body).toMatchObject({
      found: true,
      description: '2019 Toyota HiLux SR5 Double Cab Pick-up 2.8L Turbo Diesel Auto 4x4',
      makeImageUrl: 'http://localhost:80/api/asset/make-image/TOYOTA',
      registrationNumber: 'CXK12L',
      registrationState: 'NSW',
      assetType: 'COMMERCIAL_VEHICLE_UNDER_4_5T',
      buildYear: 2019,
      make: { name: 'Toyota', code: 'TOYOTA' },
      model: { name: 'HiLux', code: 'HILUX' },
      variant: 'SR5',
    });
    expect(body.nvic).toMatch(/^S[A-Z0-9]{5}$/);
    expect(body.vin).toMatch(/^SMP[A-HJ-NPR-Z0-9]{14}$/);
    expect(body.glassValuation).toBeGreaterThan(0);
    // The plate's VIN is valued too, for the plate's year.
    const valued = await t.app.inject({ method: 'POST', url: '/api/vehicle/valuation', payload: { partnerId: 'demo', vin: body.vin } });
    expect(valued.json()).toEqual({ glassValuation: body.glassValuation, nvic: body.nvic, description: body.description, buildYear: 2019 });
  });

  it('reads a plate typed in lower case with spaces, a state in lower case, and a New Zealand plate', async () => {
    expect((await plate('demo/plate/cxk%2012l/nsw')).json()).toMatchObject({ found: true, registrationNumber: 'CXK12L', registrationState: 'NSW' });
    expect((await plate('demo-nz/plate/LKT482/NZ')).json()).toMatchObject({ found: true, make: { code: 'TOYOTA' }, model: { code: 'RAV4' } });
    // spec 2 §5 "NZ: region replaces state": NZ plates are national, so a region reads as NZ.
    expect((await plate("demo-nz/plate/LKT482/Hawke's%20Bay")).json()).toMatchObject({ found: true, registrationState: 'NZ' });
  });

  it.each([
    ['an unknown plate', 'demo/plate/ZZZ999/NSW'],
    ['a known plate in another state', 'demo/plate/CXK12L/VIC'],
    ['a partner with vehicle look-ups switched off', 'lookup-off/plate/CXK12L/NSW'],
  ])('answers 200 with the default not-found description for %s', async (_what, path) => {
    const res = await plate(path);
    expect(res.statusCode).toBe(200);
    const body = PlateLookupResponse.parse(res.json());
    expect(body).toEqual({ found: false, description: PLATE_NOT_FOUND_DESCRIPTION, makeImageUrl: null, registrationNumber: path.split('/')[2], registrationState: path.split('/')[3] });
  });

  it('takes the call without billing data', async () => {
    expect((await plate('demo/plate/123ABC/QLD', {})).json()).toMatchObject({ found: true });
  });

  it.each([
    ['an unknown partner', 'nobody-here/plate/CXK12L/NSW', {}, 404, 'partner'],
    ['a plate with punctuation', 'demo/plate/CXK%2F12L/NSW', {}, 400, 'registration'],
    ['a plate of ten characters', 'demo/plate/ABCDEFGHJK/NSW', {}, 400, 'registration'],
    ['an unknown state', 'demo/plate/CXK12L/XYZ', {}, 400, 'state'],
    ['billing data that is not an object', 'demo/plate/CXK12L/NSW', { billingData: 'lots' }, 400, 'billingData'],
  ])('%s is a %i naming the field', async (_what, path, payload, status, field) => {
    const res = await plate(path, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, field });
  });
});
