import { WaterfallResponse } from '@kerb/domain/contracts/lenders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 1 §7 GET /api/data/waterfall/{id}: "data with tiers; null on failure"; spec 1 §9 "Truck stop
// partner: ... lenders in two tiers".
describe('GET /api/data/waterfall/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/data/waterfall/${id}` });

  it('the truck stop partner\'s two tiers, each with showLenderDetails', async () => {
    const res = await get('truckstop');
    expect(res.statusCode).toBe(200);
    const { tiers } = WaterfallResponse.parse(res.json());
    expect(tiers.map((tier) => [tier.lenders, tier.showLenderDetails])).toEqual([
      [['sample-lender-01', 'sample-lender-02', 'sample-lender-03'], true],
      [['sample-lender-04', 'sample-lender-05', 'sample-lender-06'], false],
    ]);
  });

  it('a partner without tiers has none; the demo partner has one panel tier', async () => {
    expect((await get('novated')).json()).toEqual({ tiers: [] });
    expect((await get('demo')).json().tiers).toEqual([{ name: 'Panel', showLenderDetails: true, lenders: [] }]);
  });

  it('an unknown partner is a JSON 404 (the widget reads it as null, spec 1 §8 "Waterfall fetch failure")', async () => {
    const res = await get('no-such-partner');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: 'id' });
  });
});
