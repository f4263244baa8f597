import { BuildYearsResponse, MakesResponse, ModelsResponse, VariantsResponse, VehicleOptionsResponse } from '@kerb/domain/contracts/vehicle-select';
import { autoSelectedOption } from '@kerb/domain/vehicle/select';
import { sampleValuation } from '@kerb/domain/vehicle/valuation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 2 §7 GET /api/asset/select/{partner}/{assetType}[/{year}[/{makeCode}[/{modelCode}[/{variant}]]]] on
// the catalogue in the database (docs/decisions/025); spec 2 §2 "Vehicle details": search by build year,
// make, model, variant and match.
describe('GET /api/asset/select (catalogue in the database)', () => {
  let t: TestApp;
  const thisYear = new Date().getUTCFullYear();
  beforeAll(async () => {
    t = await buildTestApp();
    await t.handle.db.insert(partners).values({ id: 'real-dealer', config: { id: 'real-dealer', partnerId: 'real-dealer' } });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/asset/select/${path}` });

  it('lists build years, newest first, from this year back', async () => {
    const res = await get('demo/PASSENGER_VEHICLE');
    expect(res.statusCode).toBe(200);
    const years = BuildYearsResponse.parse(res.json());
    expect(years[0]).toBe(thisYear);
    expect(years).toContain(2015);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('lists the makes built in a year as {name, code}, by name', async () => {
    const makes = MakesResponse.parse((await get('demo/PASSENGER_VEHICLE/2020')).json());
    expect(makes).toContainEqual({ name: 'Toyota', code: 'TOYOTA' });
    expect(makes).toContainEqual({ name: 'Ford', code: 'FORD' });
    expect(makes.map((m) => m.name)).toEqual([...makes.map((m) => m.name)].sort((a, b) => a.localeCompare(b)));
    // Motorcycles, boats and trucks are other asset types.
    expect(makes.map((m) => m.code)).not.toContain('HARLEYDAVIDSON');
    // Holden stopped in 2020; Tesla's Model 3 came in 2019.
    expect((await get('demo/PASSENGER_VEHICLE/2021')).json()).not.toContainEqual({ name: 'Holden', code: 'HOLDEN' });
    expect((await get('demo/PASSENGER_VEHICLE/2018')).json()).not.toContainEqual({ name: 'Tesla', code: 'TESLA' });
  });

  it('lists models, then variants, then options with a valuation, an NVIC and the make image', async () => {
    const models = ModelsResponse.parse((await get('demo/PASSENGER_VEHICLE/2021/TOYOTA')).json());
    expect(models).toContainEqual({ name: 'RAV4', code: 'RAV4' });
    expect(models).toContainEqual({ name: 'HiLux', code: 'HILUX' });
    const variants = VariantsResponse.parse((await get('demo/PASSENGER_VEHICLE/2021/TOYOTA/RAV4')).json());
    expect(variants).toEqual(['Cruiser', 'Edge', 'GX', 'GXL']);
    const options = VehicleOptionsResponse.parse((await get('demo/PASSENGER_VEHICLE/2021/TOYOTA/RAV4/GXL')).json());
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ description: '2021 Toyota RAV4 GXL Wagon 2.5L Hybrid 2WD', makeImageUrl: 'http://localhost:80/api/asset/make-image/TOYOTA' });
    expect(options[0]!.nvic).toMatch(/^S[A-Z0-9]{5}$/);
    expect(options[0]!.glassValuation).toBeGreaterThan(0);
  });

  // spec 2 §2: "A single matching result is chosen automatically"; several are offered to choose from.
  it('gives one option where one vehicle matches (chosen automatically) and several where they differ', async () => {
    const one = VehicleOptionsResponse.parse((await get('demo/PASSENGER_VEHICLE/2021/TOYOTA/RAV4/GXL')).json());
    expect(autoSelectedOption(one)).toBe(one[0]);
    const two = VehicleOptionsResponse.parse((await get('demo/PASSENGER_VEHICLE/2021/TOYOTA/COROLLA/Ascent%20Sport')).json());
    expect(two.map((o) => o.description)).toEqual([
      '2021 Toyota Corolla Ascent Sport Hatchback 1.8L Hybrid', '2021 Toyota Corolla Ascent Sport Hatchback 2.0L CVT',
    ]);
    expect(autoSelectedOption(two)).toBeUndefined();
  });

  it('values an option as POST /api/vehicle/valuation values its code for the year (docs/decisions/011)', async () => {
    const [option] = VehicleOptionsResponse.parse((await get('demo/MOTORCYCLE/2020/DUCATI/PANIGALEV4/V4%20S')).json());
    const res = await t.app.inject({ method: 'POST', url: '/api/vehicle/valuation', payload: { partnerId: 'demo', nvic: option!.nvic, buildYear: 2020 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ glassValuation: option!.glassValuation, nvic: option!.nvic, description: option!.description, buildYear: 2020 });
    // The domain's own sample vehicles stay valued as before.
    expect(sampleValuation({ nvic: 'SMP21A', buildYear: 2021 }, new Date())).not.toBeNull();
  });

  it.each([
    ['cars, SUVs, utes and vans for "Car, Van or Ute" as a commercial vehicle', 'COMMERCIAL_VEHICLE_UNDER_4_5T/2022', 'MAZDA'],
    ['motorcycles, registered or not', 'MOTORBIKE_REGISTERED/2022', 'HARLEYDAVIDSON'],
    ['caravans', 'CARAVAN/2020', 'JAYCO'],
    ['boats', 'BOAT/2020', 'QUINTREX'],
    ['jet skis', 'JET_SKI/2020', 'SEADOO'],
    ['trucks', 'TRUCK/2020', 'ISUZU'],
    ['prime movers', 'PRIME_MOVER/2020', 'KENWORTH'],
  ])('searches %s', async (_what, path, make) => {
    const res = await get(`demo/${path}`);
    expect(res.statusCode).toBe(200);
    expect(MakesResponse.parse(res.json()).map((m) => m.code)).toContain(make);
  });

  it('answers empty lists for an asset type without a catalogue, or a make, model or variant it does not know', async () => {
    for (const path of ['demo/PERSONAL_LOAN', 'demo/PASSENGER_VEHICLE/1960', 'demo/PASSENGER_VEHICLE/2020/NOSUCH', 'demo/PASSENGER_VEHICLE/2020/TOYOTA/NOSUCH', 'demo/PASSENGER_VEHICLE/2020/TOYOTA/RAV4/Nope']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json(), path).toEqual([]);
    }
  });

  it('takes asset types and codes in any letter case', async () => {
    expect((await get('demo/passenger_vehicle/2021/toyota/rav4')).json()).toEqual(['Cruiser', 'Edge', 'GX', 'GXL']);
  });

  it('answers a real partner without a provider configured from the same catalogue', async () => {
    expect((await get('real-dealer/PASSENGER_VEHICLE/2021/TOYOTA')).json()).toContainEqual({ name: 'RAV4', code: 'RAV4' });
  });

  it.each([
    ['an unknown partner', 'nobody-here/PASSENGER_VEHICLE', 404, 'partner'],
    ['an unknown asset type', 'demo/SPACESHIP', 400, 'assetType'],
    ['a year before 1950', 'demo/PASSENGER_VEHICLE/1949', 400, 'year'],
    ['a year after next year', `demo/PASSENGER_VEHICLE/${thisYear + 2}`, 400, 'year'],
    ['a year in words', 'demo/PASSENGER_VEHICLE/twenty', 400, 'year'],
    ['a make code with punctuation', 'demo/PASSENGER_VEHICLE/2020/TOY%3BOTA', 400, 'makeCode'],
    ['a model code too long', `demo/PASSENGER_VEHICLE/2020/TOYOTA/${'X'.repeat(41)}`, 400, 'modelCode'],
    ['a variant too long', `demo/PASSENGER_VEHICLE/2020/TOYOTA/RAV4/${'X'.repeat(61)}`, 400, 'variant'],
  ])('%s is a %i naming the field', async (_what, path, status, field) => {
    const res = await get(path);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, field });
  });

  it('accepts next year (a new model year on sale now)', async () => {
    expect((await get(`demo/PASSENGER_VEHICLE/${thisYear + 1}`)).statusCode).toBe(200);
  });

  it('serves a plain badge for a make without an image of its own, at an absolute address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/asset/make-image/MERCEDESBENZ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('aria-label="Mercedes-Benz"');
    expect(res.body).toContain('>MB</text>');
    expect((await t.app.inject({ method: 'GET', url: '/api/asset/make-image/NOSUCH' })).json()).toMatchObject({ status: 404, field: 'makeCode' });
  });
});
