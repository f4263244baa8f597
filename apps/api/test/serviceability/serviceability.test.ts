import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { ServiceabilityResponse } from '@kerb/domain/contracts/serviceability';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';
import { naiveBufferedOfferRepayment, naiveBufferedPayloadRepayment, naiveLiving, naiveSurplus } from './naive';

// spec 2 §7 "POST /api/serviceability" (payload and "generalLender.isServicing (NZGeneralLender for NZ); also
// hasLenders and lenders"); finance.md "Serviceability"; issue 3 "Calculations behind pre-approval".
describe('POST /api/serviceability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/serviceability', payload: payload as object, headers });

  const payload = {
    monthlyRepayment: 650,
    amountPaidInBankAccountMonthly: 5_200,
    residencyExpenses: 1_600,
    transportAndVehicleExpenses: 250,
    otherOngoingLoansExpenses: 150,
    generalLivingExpenses: 800,
    educationExpenses: 0,
    healthcareExpenses: 120,
    numberOfDependants: 1,
    amountOfAnyOtherIncomeMonthly: 0,
    isHouseholdExpensesShared: false,
  };
  const quote = {
    partnerId: 'demo', country: 'AU',
    loan: { purchasePrice: 32_000, deposit: 2_000, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
    vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021 },
  };
  const quoted = async (): Promise<LenderOffer[]> =>
    (await t.app.inject({ method: 'POST', url: '/api/lenders/quotes', payload: quote })).json().lenders;

  it('AU: the general lender\'s answer, surplus and ratio match an independent computation', async () => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    const body = ServiceabilityResponse.parse(res.json());
    const buffered = naiveBufferedPayloadRepayment(650);
    const naive = naiveSurplus(payload, buffered);
    expect(body.assessment.assessedRepayment).toBeCloseTo(buffered, 2);
    // Declared living 1,170 is under the benchmark 1,680 + 410, so the benchmark counts.
    expect(body.assessment.livingExpenses).toBe(2_090);
    expect(body.assessment.existingCommitments).toBe(1_750);
    expect(body.surplus).toBeCloseTo(naive.surplus, 2);
    expect(body.ratio).toBeCloseTo(naive.ratio, 2);
    expect(body.generalLender).toEqual({ isServicing: naive.surplus >= 0 });
    expect(body).not.toHaveProperty('NZGeneralLender');
    // No quote and no caller: no lender was checked.
    expect(body).toMatchObject({ hasLenders: false, lenders: [] });
  });

  it('reads a cleared repayment or other-income source sent as null as not given (spec 2 §5)', async () => {
    const given = (await post(payload)).json();
    const cleared = await post({ ...payload, sourceOfOtherIncome: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().surplus).toBeCloseTo(given.surplus, 6);
    const noRepayment = await post({ ...payload, monthlyRepayment: null });
    expect(noRepayment.statusCode, noRepayment.body).toBe(200);
    expect(noRepayment.json().surplus).toBeCloseTo((await post({ ...payload, monthlyRepayment: undefined })).json().surplus, 6);
  });

  it('NZ answers under NZGeneralLender (spec 2 §7)', async () => {
    const body = (await post({ ...payload, country: 'NZ' })).json();
    expect(body.NZGeneralLender).toEqual({ isServicing: expect.any(Boolean) });
    expect(body).not.toHaveProperty('generalLender');
  });

  it('not servicing when the income does not cover the commitments: a negative surplus', async () => {
    const body = (await post({ ...payload, amountPaidInBankAccountMonthly: 3_500 })).json();
    expect(body.generalLender.isServicing).toBe(false);
    expect(body.surplus).toBeLessThan(0);
    expect(body.surplus).toBeCloseTo(naiveSurplus({ ...payload, amountPaidInBankAccountMonthly: 3_500 }, naiveBufferedPayloadRepayment(650)).surplus, 2);
  });

  it('finance.md: the greater of declared and the household benchmark; a shared household counts its share', async () => {
    const declared = { ...payload, generalLivingExpenses: 2_400 };
    expect((await post(declared)).json().assessment.livingExpenses).toBe(naiveLiving(declared));
    const shared = { ...payload, isHouseholdExpensesShared: true, numberOfDependants: 2 };
    expect((await post(shared)).json().assessment.benchmarkLivingExpenses).toBe((2_660 + 820) / 2);
  });

  it('finance.md: other income is shaded by source (government benefits in full; rental shaded, then taxed)', async () => {
    const benefits = (await post({ ...payload, amountOfAnyOtherIncomeMonthly: 500, sourceOfOtherIncome: 'GOVERNMENT_BENEFITS' })).json();
    expect(benefits.assessment.otherIncomeAssessed).toBe(500);
    expect(benefits.assessment.netMonthlyIncome).toBe(5_700);
    const rental = (await post({ ...payload, amountOfAnyOtherIncomeMonthly: 1_000, sourceOfOtherIncome: 'RENTAL_OR_INVESMENT' })).json();
    expect(rental.assessment.otherIncomeAssessed).toBeGreaterThan(0);
    expect(rental.assessment.otherIncomeAssessed).toBeLessThan(800);
  });

  it('issue 3: "lenders (the offers that still service)": each offer\'s own repayment at its rate plus the buffer', async () => {
    const offers = await quoted();
    expect(offers.length).toBeGreaterThan(10);
    // An income that sits in the middle of the offers' buffered repayments, so some service and some do not.
    const buffered = offers.map(naiveBufferedOfferRepayment).sort((a, b) => a - b);
    const middle = buffered[Math.floor(buffered.length / 2)]!;
    const income = naiveLiving(payload) + payload.residencyExpenses + payload.otherOngoingLoansExpenses + middle + 0.005;
    const res = await post({ ...payload, amountPaidInBankAccountMonthly: Math.round(income * 100) / 100, quote });
    expect(res.statusCode).toBe(200);
    const body = ServiceabilityResponse.parse(res.json());
    const expected = offers.filter((o) => naiveSurplus({ ...payload, amountPaidInBankAccountMonthly: Math.round(income * 100) / 100 }, naiveBufferedOfferRepayment(o)).surplus >= 0);
    expect(body.lenders.map((o) => o.matchingEngineLenderId)).toEqual(expected.map((o) => o.matchingEngineLenderId));
    expect(body.lenders.length).toBeGreaterThan(0);
    expect(body.lenders.length).toBeLessThan(offers.length);
    expect(body.hasLenders).toBe(true);
    // The offers come back as quoted.
    expect(body.lenders[0]).toEqual(offers.find((o) => o.matchingEngineLenderId === body.lenders[0]!.matchingEngineLenderId));
  });

  it('no offer services on a low income: hasLenders false', async () => {
    const body = (await post({ ...payload, amountPaidInBankAccountMonthly: 2_000, quote })).json();
    expect(body).toMatchObject({ hasLenders: false, lenders: [], generalLender: { isServicing: false } });
  });

  it('issue 33 §4: with a quote, the general lender assesses the loan\'s own indicative (cheapest) offer, not $300', async () => {
    const offers = await quoted();
    const cheapest = offers.reduce((a, b) => (b.monthlyRepaymentAmount < a.monthlyRepaymentAmount ? b : a));
    const { monthlyRepayment: _shown, ...unshown } = payload;
    const body = ServiceabilityResponse.parse((await post({ ...unshown, quote })).json());
    expect(body.assessment.assessedRepayment).toBeCloseTo(naiveBufferedOfferRepayment(cheapest), 2);
    expect(body.assessment.assessedRepayment).not.toBeCloseTo(naiveBufferedPayloadRepayment(300), 0);
    // Without a quote (and no caller), spec 2 §9's fallback 300.
    expect((await post(unshown)).json().assessment.assessedRepayment).toBeCloseTo(naiveBufferedPayloadRepayment(300), 2);
  });

  it('issue 33 §4: a loan that does not service names the largest amount that does, and that loan services', async () => {
    const big = { ...quote, loan: { ...quote.loan, purchasePrice: 95_000, deposit: 0 } };
    const renter = { ...payload, amountPaidInBankAccountMonthly: 5_000, numberOfDependants: 0 };
    const { monthlyRepayment: _shown, ...unshown } = renter;
    const failing = ServiceabilityResponse.parse((await post({ ...unshown, quote: big })).json());
    expect(failing.generalLender?.isServicing).toBe(false);
    const largest = failing.largestAmountToBorrow!;
    expect(Number.isInteger(largest)).toBe(true);
    expect(largest).toBeGreaterThan(10_000);
    expect(largest).toBeLessThan(95_000);
    // The deposit Reduce Loan sets: the amount to borrow is then the largest, and it services; a dollar more does not.
    const at = async (amount: number) => ServiceabilityResponse.parse((await post({ ...unshown, quote: { ...big, loan: { ...big.loan, deposit: 95_000 - amount } } })).json());
    const reduced = await at(largest);
    expect(reduced.generalLender?.isServicing).toBe(true);
    expect(reduced).not.toHaveProperty('largestAmountToBorrow');
    expect((await at(largest + 1)).generalLender?.isServicing).toBe(false);
    // The surplus left at the limit is smaller than one more dollar's buffered repayment (a few cents).
    expect(reduced.surplus).toBeGreaterThanOrEqual(0);
    expect(reduced.surplus).toBeLessThan(1);
  });

  it('issue 33 §4: no largest amount when nothing would service', async () => {
    const body = (await post({ ...payload, amountPaidInBankAccountMonthly: 2_000, quote })).json();
    expect(body.generalLender.isServicing).toBe(false);
    expect(body).not.toHaveProperty('largestAmountToBorrow');
  });

  it('with the owner\'s token and no quote, the caller\'s saved loan is quoted; a bad token is ignored (token optional)', async () => {
    const caller = await createCaller(t.handle.db);
    const saved = await t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers,
      payload: { partnerId: 'demo', country: 'AU', borrower: { loan: quote.loan, vehicle: quote.vehicle } },
    });
    expect(saved.statusCode).toBe(200);
    const rich = { ...payload, amountPaidInBankAccountMonthly: 9_000 };
    const mine = (await post(rich, caller.headers)).json();
    const offers = await quoted();
    expect(mine.hasLenders).toBe(true);
    expect(mine.lenders.map((o: LenderOffer) => o.matchingEngineLenderId)).toEqual(offers.map((o) => o.matchingEngineLenderId));
    const stranger = await post(rich, { authorization: 'Bearer not-a-token' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({ hasLenders: false, lenders: [] });
  });

  it.each([
    [{ amountPaidInBankAccountMonthly: undefined }, 'amountPaidInBankAccountMonthly'],
    [{ amountPaidInBankAccountMonthly: -1 }, 'amountPaidInBankAccountMonthly'],
    [{ amountPaidInBankAccountMonthly: '5000' }, 'amountPaidInBankAccountMonthly'],
    [{ generalLivingExpenses: 10_000_000 }, 'generalLivingExpenses'],
    [{ monthlyRepayment: -5 }, 'monthlyRepayment'],
    [{ numberOfDependants: 2.5 }, 'numberOfDependants'],
    [{ sourceOfOtherIncome: 'LOTTERY' }, 'sourceOfOtherIncome'],
    [{ isHouseholdExpensesShared: 'no' }, 'isHouseholdExpensesShared'],
    [{ country: 'UK' }, 'country'],
    [{ amountPaid: 5_000 }, 'amountPaid'],
    [{ quote: { ...quote, partnerId: 'no-such-partner' } }, 'quote.partnerId'],
    [{ country: 'NZ', quote }, 'quote.country'],
    [{ quote: { ...quote, loan: { ...quote.loan, loanTerm: 9 } } }, 'quote.loan.loanTerm'],
  ])('400 naming the field for %j', async (change, field) => {
    const res = await post({ ...payload, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('property: any payload inside the limits answers 200, never a 5xx', async () => {
    const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    await fc.assert(fc.asyncProperty(
      fc.record({
        monthlyRepayment: money(20_000),
        amountPaidInBankAccountMonthly: money(433_329),
        residencyExpenses: money(20_000),
        transportAndVehicleExpenses: money(5_000),
        otherOngoingLoansExpenses: money(5_000),
        generalLivingExpenses: money(10_000),
        educationExpenses: money(3_000),
        healthcareExpenses: money(3_000),
        numberOfDependants: fc.integer({ min: 0, max: 20 }),
        amountOfAnyOtherIncomeMonthly: money(433_329),
        sourceOfOtherIncome: fc.constantFrom('RENTAL_OR_INVESMENT', 'GOVERNMENT_BENEFITS', 'OTHER'),
        isHouseholdExpensesShared: fc.boolean(),
        country: fc.constantFrom('AU', 'NZ'),
      }),
      async (p) => {
        const res = await post(p);
        expect(res.statusCode).toBe(200);
        ServiceabilityResponse.parse(res.json());
      },
    ), { numRuns: 40 });
  });
});
