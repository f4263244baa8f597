import { NovatedCostsResponse } from '@kerb/domain/contracts/novated';
import { naiveMedicare, naivePayment, naiveTax } from '@kerb/domain/testing/naive';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// spec 2 §7 "POST /api/novatedCosts" (payload salary, term, km, state, hecs, typeOfCar, isLuxuryCar, priceExGst,
// isPrivateSale, insuranceBudget) and spec 2 §3 "Novated cost result"; finance.md "Novated leases".
describe('POST /api/novatedCosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());
  // The worked example is the 2025-26 income year's; the clock is set inside it.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T00:00:00Z'));
  });
  afterEach(() => vi.setSystemTime(new Date('2026-03-15T00:00:00Z')));
  afterAll(() => vi.useRealTimers());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/novatedCosts', payload: payload as object });
  // spec 2 §7 "Payload details": typeOfCar a fixed large car; isLuxuryCar false; insuranceBudget 2350.
  const widgetPayload = {
    salary: 90_000, term: 5, km: 15_000, state: 'VIC', hecs: false, typeOfCar: 'LARGE', isLuxuryCar: false,
    priceExGst: 40_000, isPrivateSale: false, insuranceBudget: 2_350,
  };
  const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

  it('answers the full cost summary, matching an independent worked example', async () => {
    const res = await post(widgetPayload);
    expect(res.statusCode).toBe(200);
    const body = NovatedCostsResponse.parse(res.json());
    const d = body.details;

    // The car: GST added at a dealer, the financier claims 1/11 (under the $6,334 cap), ATO residual 28.13% at 5 years.
    expect(d.costPrice).toBe(44_000);
    expect(d.gstCredit).toBe(4_000);
    expect(d.amountFinanced).toBe(40_000);
    expect(d.residualPercent).toBe(28.13);
    expect(d.residual).toBe(11_252);
    // Lease rentals monthly in advance at the rate table's novated rate.
    expect(d.monthlyLeaseRentalExGst).toBeCloseTo(naivePayment(40_000, 7.95, 60, 11_252, true), 2);

    // Running costs for a large car, 15,000 km, in Victoria: retail for the consumer, GST-free when novated.
    const retail = { fuel: 150 * 9.5 * 1.95, registration: 950, maintenanceRepairs: 15_000 * 0.06, tyres: 15_000 * 0.022, insurance: 2_350 };
    for (const [key, value] of Object.entries(retail)) {
      expect(body.consumer[key as keyof typeof retail]).toBeCloseTo(value, 2);
      expect(body.novated[key as keyof typeof retail]).toBeCloseTo(key === 'registration' ? value : value / 1.1, 2);
    }
    expect(body.novated.adminFee).toBe(180);
    const totalExGst = d.monthlyLeaseRentalExGst * 12 + (retail.fuel + retail.maintenanceRepairs + retail.tyres + retail.insurance) / 1.1 + 950 + 180;
    expect(body.novated.totalLeaseRentalExGST).toBeCloseTo(totalExGst, 1);

    // Employee Contribution Method: post-tax = 20% of the cost price, the rest pre-tax (GST-exclusive).
    expect(body.novated.postTaxDeduction).toBe(8_800);
    expect(body.novated.preTaxDeduction).toBeCloseTo(totalExGst - 8_000, 1);

    // Tax either way: the consumer pays on the whole salary; the novated taxable income is salary less pre-tax.
    expect(d.consumerTax).toMatchObject({ taxableIncome: 90_000, incomeTax: 17_788, medicare: 1_800, help: 0 });
    const novatedTaxable = 90_000 - body.novated.preTaxDeduction;
    expect(body.taxPayable).toBeCloseTo(naiveTax(novatedTaxable), 2);
    expect(body.medicare).toBeCloseTo(naiveMedicare(novatedTaxable), 2);

    // The saving against a standard 5-year consumer loan of the cost price (8.95%, the 5-year residual as balloon).
    const consumerRepayment = naivePayment(44_000, 8.95, 60, 44_000 * 0.2813, false);
    expect(d.consumerMonthlyRepayment).toBeCloseTo(consumerRepayment, 2);
    const consumerTakeHome = 90_000 - 17_788 - 1_800 - (consumerRepayment * 12 + Object.values(retail).reduce((a, b) => a + b, 0));
    const novatedTakeHome = 90_000 - body.novated.preTaxDeduction - naiveTax(novatedTaxable) - naiveMedicare(novatedTaxable) - 8_800;
    expect(body.annualSaving).toBeCloseTo(novatedTakeHome - consumerTakeHome, 0);
    expect(body.monthlySaving).toBeCloseTo(body.annualSaving / 12, 1);
    // spec 2 §2: "save you $X over the loan term": the term is 5 years here.
    expect(body.termSaving).toBeCloseTo(body.annualSaving * 5, 1);
    expect(body.annualSaving).toBeGreaterThan(0);

    // spec 2 §7: "numeric values shown to two decimals".
    const numbers: number[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'number') numbers.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(body);
    expect(numbers.every(twoDecimals)).toBe(true);
  });

  it('works tax out for today\'s income year: 2026-27 taxes $18,201–$45,000 at 15% (finance.md)', async () => {
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const d = NovatedCostsResponse.parse((await post(widgetPayload)).json()).details;
    expect(d.consumerTax).toMatchObject({ taxableIncome: 90_000, incomeTax: 17_520 }); // 0.15 × 26,800 + 0.30 × 45,000
    expect(d.incomeYear).toBe('2026-27');
  });

  it('takes the widget\'s defaults when hecs, typeOfCar, isLuxuryCar, isPrivateSale and insuranceBudget are left out', async () => {
    const { salary, term, km, state, priceExGst } = widgetPayload;
    const res = await post({ salary, term, km, state, priceExGst });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await post(widgetPayload)).json());
  });

  it('a private sale carries no GST and so no GST credit; HELP is repaid when hecs is true', async () => {
    const body = (await post({ ...widgetPayload, isPrivateSale: true, hecs: true })).json();
    expect(body.details).toMatchObject({ costPrice: 40_000, gstCredit: 0 });
    expect(body.details.consumerTax.help).toBeGreaterThan(0);
  });

  it.each([
    [{ term: 0 }, 'term'],
    [{ term: 6 }, 'term'], // spec 2 §9: "Novated only when term is 5 years or less."
    [{ term: 2.5 }, 'term'],
    [{ state: 'XX' }, 'state'],
    [{ state: 'Auckland' }, 'state'], // an AU state only
    [{ salary: -1 }, 'salary'],
    [{ salary: 'lots' }, 'salary'],
    [{ km: 1_000_001 }, 'km'], // spec 2 §5: annual kms max 1,000,000
    [{ priceExGst: 0 }, 'priceExGst'],
    [{ priceExGst: 1_000_000 }, 'priceExGst'], // spec 2 §5: purchase price max 999999
    [{ typeOfCar: 'TANK' }, 'typeOfCar'],
    [{ hecs: 'yes' }, 'hecs'],
    [{ insuranceBudget: -5 }, 'insuranceBudget'],
    [{ salery: 90_000 }, 'salery'],
  ])('400 naming the field for %j', async (change, field) => {
    const res = await post({ ...widgetPayload, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('400 naming the field for a missing value or a body that is not an object', async () => {
    const { salary: _salary, ...rest } = widgetPayload;
    expect((await post(rest)).json()).toMatchObject({ status: 400, field: 'salary' });
    const res = await t.app.inject({ method: 'POST', url: '/api/novatedCosts', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('property: any payload inside the limits answers 200 with finite amounts, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(
      fc.record({
        salary: fc.integer({ min: 0, max: 10_399_896 }),
        term: fc.integer({ min: 1, max: 5 }),
        km: fc.integer({ min: 0, max: 1_000_000 }),
        state: fc.constantFrom('NSW', 'VIC', 'QLD', 'ACT', 'WA', 'NT', 'SA', 'TAS'),
        hecs: fc.boolean(),
        typeOfCar: fc.constantFrom('SMALL', 'MEDIUM', 'LARGE', 'SUV', 'ELECTRIC'),
        isLuxuryCar: fc.boolean(),
        priceExGst: fc.integer({ min: 1, max: 999_999 }),
        isPrivateSale: fc.boolean(),
        insuranceBudget: fc.integer({ min: 0, max: 99_999 }),
      }),
      async (payload) => {
        const res = await post(payload);
        expect(res.statusCode).toBe(200);
        const body = NovatedCostsResponse.parse(res.json());
        expect(Number.isFinite(body.termSaving)).toBe(true);
      },
    ), { numRuns: 60 });
  });
});
