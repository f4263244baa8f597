import { QuoteResponse } from '@kerb/domain/contracts/lenders';
import { AssetType, FinanceType, LoanType, LoanUsage, VehicleCondition } from '@kerb/domain/enums/index';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 3 "Proof": "API tests for every endpoint including bad input (400 naming the field, never 5xx)".
// Here for any request inside the contract's limits, and for any JSON at all.
describe('POST /api/lenders/quotes, any input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/lenders/quotes', headers: { 'content-type': 'application/json' }, payload });
  const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
  const inCents = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;

  it('property: a request inside the limits answers 200 with finite offers to the cent, sorted within tiers', async () => {
    const request = fc.record({
      partnerId: fc.constantFrom('demo', 'demo-nz', 'truckstop', 'novated', 'moto-campaign'),
      country: fc.constantFrom('AU', 'NZ'),
      loan: fc.record({
        purchasePrice: dollars(999_999), deposit: dollars(999_999), tradeIn: dollars(999_999),
        balloon: fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100), loanTerm: fc.integer({ min: 1, max: 7 }),
        loanUsage: fc.constantFrom(...LoanUsage.options), loanType: fc.option(fc.constantFrom(...LoanType.options), { nil: undefined }),
        financeType: fc.option(fc.constantFrom(...FinanceType.options), { nil: undefined }),
      }, { requiredKeys: ['purchasePrice', 'deposit', 'tradeIn', 'balloon', 'loanTerm', 'loanUsage'] }),
      vehicle: fc.record({
        assetType: fc.constantFrom(...AssetType.options), condition: fc.constantFrom(...VehicleCondition.options),
        buildYear: fc.option(fc.integer({ min: 1990, max: 2027 }), { nil: undefined }),
      }, { requiredKeys: ['assetType', 'condition'] }),
    });
    await fc.assert(fc.asyncProperty(request, async (body) => {
      const res = await send(JSON.stringify(body));
      expect(res.statusCode, res.body).toBe(200);
      const { lenders } = QuoteResponse.parse(res.json());
      for (const offer of lenders) {
        for (const amount of [offer.monthlyRepaymentAmount, offer.weeklyRepaymentAmount, offer.fortnightlyRepaymentAmount, offer.financeTotal, offer.balloonAmount]) {
          expect(Number.isFinite(amount) && inCents(amount)).toBe(true);
        }
        expect(offer.monthlyRepaymentAmount).toBeGreaterThan(0);
        expect(Number.isFinite(offer.comparisonRateInPercent)).toBe(true);
        expect(offer.balloonAmount).toBeLessThan(offer.financeTotal);
      }
      for (let i = 1; i < lenders.length; i += 1) expect(lenders[i]!.tier).toBeGreaterThanOrEqual(lenders[i - 1]!.tier);
    }), { numRuns: 150 });
  });

  it('property: any JSON at all is answered 200 or 400, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(fc.json({ maxDepth: 4 }), async (text) => {
      const res = await send(text);
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().field).toEqual(expect.any(String));
    }), { numRuns: 300 });
  });
});
