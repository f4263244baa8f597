import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyRepaymentCents } from '../finance/repayment';
import { assessServiceability, FALLBACK_MONTHLY_REPAYMENT } from './assess';
import { ServiceabilityInput } from './input';

// spec 2 §7 "POST /api/serviceability" payload.
const base = ServiceabilityInput.parse({
  monthlyRepayment: 600,
  amountPaidInBankAccountMonthly: 5_000,
  residencyExpenses: 1_800,
  transportAndVehicleExpenses: 300,
  otherOngoingLoansExpenses: 200,
  generalLivingExpenses: 900,
  educationExpenses: 0,
  healthcareExpenses: 100,
  numberOfDependants: 1,
  amountOfAnyOtherIncomeMonthly: 0,
  isHouseholdExpensesShared: false,
});

// The naive check, in plain dollars from finance.md's words: surplus = net income − max(declared living,
// benchmark) − existing commitments − new repayment at the rate plus 3 points; ratio = (income − living) /
// (existing + new).
function naive(input: ServiceabilityInput, bufferedRepayment: number) {
  const living = Math.max(
    input.generalLivingExpenses + input.transportAndVehicleExpenses + input.educationExpenses + input.healthcareExpenses,
    (input.isHouseholdExpensesShared ? (2_660 + 410 * input.numberOfDependants) / 2 : 1_680 + 410 * input.numberOfDependants),
  );
  const commitments = input.residencyExpenses + input.otherOngoingLoansExpenses + bufferedRepayment;
  return { surplus: input.amountPaidInBankAccountMonthly - living - commitments, ratio: (input.amountPaidInBankAccountMonthly - living) / commitments };
}

describe('serviceability (finance.md "Serviceability", spec 2 §7)', () => {
  const loan = { financeTotalCents: 3_090_000, annualRatePercent: 7.49, termMonths: 60 };

  it('assesses a known loan at its rate plus the 3-point buffer', () => {
    const r = assessServiceability(base, { loan });
    const buffered = monthlyRepaymentCents({ principalCents: 3_090_000, annualRatePercent: 10.49, termMonths: 60 });
    expect(r.assessedRepaymentCents).toBe(buffered);
    // Living: declared 1,300 is under the benchmark 1,680 + 410 = 2,090, so the benchmark counts.
    expect(r.declaredLivingExpensesCents).toBe(130_000);
    expect(r.livingExpensesCents).toBe(209_000);
    expect(r.existingCommitmentsCents).toBe(200_000);
    const n = naive(base, buffered / 100);
    expect(r.surplusMonthlyCents / 100).toBeCloseTo(n.surplus, 2);
    expect(r.ratio).toBeCloseTo(n.ratio, 2);
    expect(r.isServicing).toBe(n.surplus >= 0);
  });

  it('scales the payload\'s repayment when the loan is not known, and falls back to 300 (spec 2 §9)', () => {
    const r = assessServiceability(base);
    expect(r.assessedRepaymentCents).toBeGreaterThan(60_000);
    expect(r.assessedRepaymentCents).toBeLessThan(66_000);
    const none = assessServiceability({ ...base, monthlyRepayment: undefined }, { bufferPercent: 0 });
    expect(none.assessedRepaymentCents).toBe(FALLBACK_MONTHLY_REPAYMENT * 100);
  });

  it('takes the declared living expenses when above the benchmark', () => {
    const r = assessServiceability({ ...base, generalLivingExpenses: 2_500 }, { loan });
    expect(r.livingExpensesCents).toBe(r.declaredLivingExpensesCents);
    expect(r.livingExpensesCents).toBe(290_000);
  });

  // spec 2 "Servicing failure": income too low for the amount.
  it('fails an income too low for the loan', () => {
    const r = assessServiceability({ ...base, amountPaidInBankAccountMonthly: 3_000 }, { loan });
    expect(r.isServicing).toBe(false);
    expect(r.surplusMonthlyCents).toBeLessThan(0);
    expect(r.ratio).toBeLessThan(1);
  });

  it('honours a lender\'s stricter minimum ratio', () => {
    const r = assessServiceability(base, { loan });
    expect(r.ratio).toBeGreaterThan(1);
    expect(assessServiceability(base, { loan, minimumRatio: r.ratio + 0.5 }).isServicing).toBe(false);
  });

  it('agrees with the naive reading and never rewards less income or more spending', () => {
    const payload = fc.record({
      amountPaidInBankAccountMonthly: fc.integer({ min: 0, max: 30_000 }),
      residencyExpenses: fc.integer({ min: 0, max: 5_000 }),
      transportAndVehicleExpenses: fc.integer({ min: 0, max: 2_000 }),
      otherOngoingLoansExpenses: fc.integer({ min: 0, max: 3_000 }),
      generalLivingExpenses: fc.integer({ min: 0, max: 5_000 }),
      educationExpenses: fc.integer({ min: 0, max: 2_000 }),
      healthcareExpenses: fc.integer({ min: 0, max: 1_000 }),
      numberOfDependants: fc.integer({ min: 0, max: 6 }),
      isHouseholdExpensesShared: fc.boolean(),
    });
    fc.assert(fc.property(payload, fc.integer({ min: 0, max: 2_000 }), (p, more) => {
      const input = ServiceabilityInput.parse({ ...p, monthlyRepayment: 600 });
      const r = assessServiceability(input, { loan });
      const n = naive(input, r.assessedRepaymentCents / 100);
      expect(r.surplusMonthlyCents / 100).toBeCloseTo(n.surplus, 2);
      expect(r.ratio).toBeCloseTo(n.ratio, 2);
      expect(r.livingExpensesCents).toBeGreaterThanOrEqual(Math.max(r.declaredLivingExpensesCents, r.benchmarkLivingExpensesCents));
      const richer = assessServiceability({ ...input, amountPaidInBankAccountMonthly: input.amountPaidInBankAccountMonthly + more }, { loan });
      expect(richer.surplusMonthlyCents).toBeGreaterThanOrEqual(r.surplusMonthlyCents);
      if (r.isServicing) expect(richer.isServicing).toBe(true);
      const spender = assessServiceability({ ...input, otherOngoingLoansExpenses: input.otherOngoingLoansExpenses + more }, { loan });
      if (!r.isServicing) expect(spender.isServicing).toBe(false);
    }));
  });

  it('adds shaded other income (finance.md) to the net pay', () => {
    const withRent = assessServiceability({ ...base, amountOfAnyOtherIncomeMonthly: 1_000, sourceOfOtherIncome: 'RENTAL_OR_INVESMENT' }, { loan });
    expect(withRent.otherIncomeAssessedCents).toBeGreaterThan(50_000);
    expect(withRent.otherIncomeAssessedCents).toBeLessThan(80_000);
    expect(withRent.netMonthlyIncomeCents).toBe(500_000 + withRent.otherIncomeAssessedCents);
    const nz = assessServiceability({ ...base, amountOfAnyOtherIncomeMonthly: 1_000, sourceOfOtherIncome: 'RENTAL_OR_INVESMENT' }, { loan, country: 'NZ' });
    expect(nz.otherIncomeAssessedCents).not.toBe(withRent.otherIncomeAssessedCents);
  });

  it('refuses a payload outside the spec\'s limits', () => {
    expect(ServiceabilityInput.safeParse({ ...base, generalLivingExpenses: -1 }).success).toBe(false);
    expect(ServiceabilityInput.safeParse({ ...base, numberOfDependants: 1.5 }).success).toBe(false);
    expect(ServiceabilityInput.safeParse({ ...base, sourceOfOtherIncome: 'RENTAL' }).success).toBe(false);
  });
});
