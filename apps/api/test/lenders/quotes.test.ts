import { LenderOffer, QuoteResponse } from '@kerb/domain/contracts/lenders';
import { naiveComparisonPercent, naivePayment, round2 } from '@kerb/domain/testing/naive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LENDERS } from '../../src/seed/lenders/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { carQuote } from './quote-requests';

// Issue 3 "Quotes": POST /api/lenders/quotes over the seeded sample panel.
describe('POST /api/lenders/quotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const quote = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/lenders/quotes', payload: payload as object });
  const offers = async (payload: unknown) => {
    const res = await quote(payload);
    expect(res.statusCode).toBe(200);
    return QuoteResponse.parse(res.json()).lenders;
  };
  const cents = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;

  it('a plain AU car loan is compared with more than 40 lenders (spec 2 §9 "compare with more than 40 lenders")', async () => {
    const lenders = await offers(carQuote());
    expect(lenders.length).toBeGreaterThan(40);
    expect(new Set(lenders.map((o) => o.matchingEngineLenderId)).size).toBe(lenders.length);
  });

  it('every offer has every field of spec 1 §3 "Lender offer" and issue 3, money to the cent, rates to 2 decimals', async () => {
    const res = await quote(carQuote({ loan: { balloon: 20 } }));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    for (const offer of res.json().lenders as LenderOffer[]) {
      expect(Object.keys(offer).sort()).toEqual(Object.keys(LenderOffer.shape).sort());
      for (const money of [offer.monthlyRepaymentAmount, offer.fortnightlyRepaymentAmount, offer.weeklyRepaymentAmount,
        offer.upfrontFeeAmount, offer.monthlyOngoingFeeAmount, offer.financeTotal, offer.balloonAmount]) expect(cents(money)).toBe(true);
      for (const rate of [offer.advertisedRateInPercent, offer.comparisonRateInPercent, offer.standardComparisonRateInPercent]) {
        expect(cents(rate)).toBe(true);
      }
      expect(offer.balloonAmount).toBe(7_000); // 20% of the purchase price
      expect(offer.logoUrl).toBe(`/api/lenders/${offer.matchingEngineLenderId}/logo.svg`);
      expect(offer.lenderName).toMatch(/\(sample\)$/);
      expect(Object.keys(offer.requiredDocuments).length).toBeGreaterThan(0);
    }
  });

  it('one lender\'s offer matches an independent computation of issue 3\'s definitions', async () => {
    const lender = SAMPLE_LENDERS.find((l) => l.id === 'sample-lender-07')!;
    const product = lender.products.find((p) => p.id === 'sample-lender-07-car')!;
    const rate = product.rates.FULL_DOC!.GREAT!;
    const lenders = await offers(carQuote({ loan: { purchasePrice: 42_500, deposit: 4_000, tradeIn: 3_500, balloon: 30, loanTerm: 4 }, applicant: { selfAssessedCreditHistory: 'GREAT' } }));
    const offer = lenders.find((o) => o.matchingEngineLenderId === 'sample-lender-07')!;
    const amount = 42_500 - 4_000 - 3_500; // spec 2 §5
    const financeTotal = amount + product.upfrontFee + round2(amount * 0.03); // demo partner: 3 PERCENTAGE (spec 1 §9)
    const balloon = round2(42_500 * 0.3);
    const monthly = round2(naivePayment(financeTotal, rate, 48, balloon)) + product.monthlyFee;
    expect(offer).toMatchObject({
      lenderName: 'Harbourline Bank (sample)', productId: 'sample-lender-07-car', advertisedRateInPercent: rate, loanTerm: 4,
      financeTotal, balloonAmount: balloon, upfrontFeeAmount: product.upfrontFee, monthlyOngoingFeeAmount: product.monthlyFee,
      turnaroundTimeInDays: product.turnaroundDays,
    });
    expect(offer.monthlyRepaymentAmount).toBeCloseTo(monthly, 9);
    expect(offer.weeklyRepaymentAmount).toBeCloseTo(round2(monthly / 4.3), 9); // spec 2 §9 factors
    expect(offer.fortnightlyRepaymentAmount).toBeCloseTo(round2(monthly / 2), 9);
    expect(offer.comparisonRateInPercent).toBe(round2(naiveComparisonPercent(amount, monthly, 48, balloon)));
    const standard = round2(naivePayment(30_000 + product.upfrontFee, rate, 60)) + product.monthlyFee;
    expect(offer.standardComparisonRateInPercent).toBe(round2(naiveComparisonPercent(30_000, standard, 60)));
  });

  it('CHEAPEST (the demo partner; spec 1 §9 default): ascending monthly repayment, all in tier 1', async () => {
    const lenders = await offers(carQuote());
    const monthly = lenders.map((o) => o.monthlyRepaymentAmount);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    expect(new Set(lenders.map((o) => o.tier))).toEqual(new Set([1]));
  });

  it('the credit band prices the offer: GREAT is cheaper than POOR, and fewer lenders take POOR', async () => {
    const great = await offers(carQuote({ applicant: { selfAssessedCreditHistory: 'GREAT' } }));
    const poor = await offers(carQuote({ applicant: { selfAssessedCreditHistory: 'POOR' } }));
    expect(poor.length).toBeLessThan(great.length);
    expect(poor.length).toBeGreaterThan(5);
    expect(great[0]!.monthlyRepaymentAmount).toBeLessThan(poor[0]!.monthlyRepaymentAmount);
  });

  it('truck stop: only its two tiers, tier 1 first, low-doc products first (spec 1 §9)', async () => {
    const lenders = await offers(carQuote({
      partnerId: 'truckstop', loan: { purchasePrice: 160_000, deposit: 10_000, balloon: 20, loanUsage: 'BUSINESS', financeType: 'COMMERCIAL_LOW_DOC' },
      vehicle: { assetType: 'PRIME_MOVER', condition: 'USED', buildYear: 2019 },
      business: { abnRegisteredFrom: '01/07/2018', gstRegisteredFrom: '01/07/2018' },
    }));
    expect(lenders.map((o) => [o.matchingEngineLenderId, o.tier])).toEqual([
      ...lenders.filter((o) => o.tier === 1).map((o) => [o.matchingEngineLenderId, 1]),
      ...lenders.filter((o) => o.tier === 2).map((o) => [o.matchingEngineLenderId, 2]),
    ]);
    expect(lenders.filter((o) => o.tier === 1).map((o) => o.matchingEngineLenderId).sort()).toEqual(['sample-lender-01', 'sample-lender-02', 'sample-lender-03']);
    expect(lenders.filter((o) => o.tier === 1).every((o) => o.documentType === 'LOW_DOC')).toBe(true);
  });

  it('a young business is not offered the lenders that want a 2-year ABN (spec 1 §9 "business age threshold 2 years")', async () => {
    const young = await offers(carQuote({
      partnerId: 'truckstop', loan: { purchasePrice: 90_000, loanUsage: 'BUSINESS' }, vehicle: { assetType: 'TRUCK' },
      business: { abnRegisteredFrom: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10) },
    }));
    expect(young).toEqual([]);
  });

  it('New Zealand: NZ lenders only, terms of at most 5 years (spec 2 §5 "5 for NZ")', async () => {
    const lenders = await offers(carQuote({ partnerId: 'demo-nz', country: 'NZ', loan: { loanTerm: 7 } }));
    expect(lenders.length).toBeGreaterThanOrEqual(5);
    expect(lenders.every((o) => o.loanTerm <= 5)).toBe(true);
    const au = new Set((await offers(carQuote())).map((o) => o.matchingEngineLenderId));
    expect(lenders.some((o) => !au.has(o.matchingEngineLenderId))).toBe(true);
  });

  it('novated: only lenders with novated leases, with the ATO residual as balloon (spec 2 §9 preset 28.13 for 5 years)', async () => {
    const lenders = await offers(carQuote({ partnerId: 'novated', loan: { loanUsage: 'NOVATED', balloon: 28.13, deposit: 0 }, vehicle: { condition: 'NEW', buildYear: undefined } }));
    expect(lenders.length).toBeGreaterThanOrEqual(3);
    for (const o of lenders) expect(o.balloonAmount).toBe(9_845.5);
  });

  it('other assets: motorcycles, caravans and boats, plant equipment, personal loans', async () => {
    expect((await offers(carQuote({ vehicle: { assetType: 'MOTORCYCLE' }, loan: { purchasePrice: 18_000, deposit: 2_000 } }))).length).toBeGreaterThanOrEqual(4);
    expect((await offers(carQuote({ vehicle: { assetType: 'CARAVAN' }, loan: { purchasePrice: 65_000 } }))).length).toBeGreaterThanOrEqual(4);
    expect((await offers(carQuote({ vehicle: { assetType: 'PERSONAL_LOAN' }, loan: { purchasePrice: 15_000, deposit: 0 } }))).length).toBeGreaterThanOrEqual(5);
    const plant = await offers(carQuote({ partnerId: 'truckstop', vehicle: { assetType: 'PLANT_EQUIPMENT' }, loan: { loanUsage: 'BUSINESS', purchasePrice: 80_000 } }));
    expect(plant.map((o) => o.matchingEngineLenderId)).toEqual(['sample-lender-03', 'sample-lender-05']);
  });

  it('nothing to borrow answers an empty list', async () => {
    expect(await offers(carQuote({ loan: { deposit: 35_000 } }))).toEqual([]);
  });

  it.each([
    [{ ...carQuote(), loan: undefined }, 'loan'],
    [carQuote({ loan: { loanTerm: 0 } }), 'loan.loanTerm'],
    [carQuote({ loan: { purchasePrice: -5 } }), 'loan.purchasePrice'],
    [carQuote({ loan: { loanUsage: 'LEISURE' as never } }), 'loan.loanUsage'],
    [carQuote({ vehicle: { condition: 'OLD' as never } }), 'vehicle.condition'],
    [{ ...carQuote(), surprise: 1 }, 'surprise'],
    [carQuote({ partnerId: 'no-such-partner' }), 'partnerId'],
    [carQuote({ business: { abnRegisteredFrom: '2020-13-01' } }), 'business.abnRegisteredFrom'],
    // spec 2 §5: build year "capped by a maximum year" (next year).
    [carQuote({ vehicle: { buildYear: new Date().getUTCFullYear() + 2 } }), 'vehicle.buildYear'],
  ])('bad input is a 400 naming the field, never a 5xx (%#)', async (payload, field) => {
    const res = await quote(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('malformed JSON and an empty body are 400s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/lenders/quotes', headers: { 'content-type': 'application/json' }, payload: '{"partnerId":' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/lenders/quotes' })).statusCode).toBe(400);
  });

  it('prototype poisoning in the body is refused as Fastify refuses it elsewhere', async () => {
    const payload = '{"partnerId":"demo","__proto__":{"admin":true}}';
    const res = await t.app.inject({ method: 'POST', url: '/api/lenders/quotes', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'body' });
  });

  it('a request sent again byte for byte gets the same answer; a bad one sent again is still a 400', async () => {
    // docs/decisions/005: repeats are answered from memory by their text.
    const text = JSON.stringify(carQuote({ loan: { purchasePrice: 41_234 } }));
    const send = (payload: string) => t.app.inject({ method: 'POST', url: '/api/lenders/quotes', headers: { 'content-type': 'application/json' }, payload });
    const first = await send(text);
    const again = await send(text);
    const reformatted = await send(JSON.stringify(JSON.parse(text), null, 2));
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(reformatted.body).toBe(first.body);
    const bad = JSON.stringify(carQuote({ loan: { loanTerm: 0 } }));
    for (let i = 0; i < 2; i += 1) expect((await send(bad)).json()).toMatchObject({ status: 400, field: 'loan.loanTerm' });
    const unknown = JSON.stringify(carQuote({ partnerId: 'no-such-partner' }));
    for (let i = 0; i < 2; i += 1) expect((await send(unknown)).json()).toMatchObject({ status: 400, field: 'partnerId' });
  });
});
