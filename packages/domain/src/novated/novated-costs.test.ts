import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AU_STATES } from '../enums/index';
import { naivePayment, naiveTax } from '../testing/naive';
import { NovatedCostsInput } from './input';
import { novatedSavingWorkings } from './saving-workings';
import { novatedCosts } from './novated-costs';
import { DEFAULT_NOVATED_RATE_TABLE, NOVATED_CAR_TYPES } from './rate-table';

// --- An independent, naive worked example (2025-26, default rate table) --------------------------------
// Written from finance.md and the ATO figures directly: a payment found by simulating the lease, tax by the
// ATO's published "base plus cents over" form, no code shared with the implementation.
function naiveTaxes(income: number): number {
  const i = Math.floor(income);
  const tax = naiveTax(i);
  const lito = i <= 37_500 ? 700 : i <= 45_000 ? 700 - 0.05 * (i - 37_500) : Math.max(0, 325 - 0.015 * (i - 45_000));
  const medicare = i <= 27_222 ? 0 : Math.min(0.1 * (i - 27_222), 0.02 * i);
  return Math.max(0, tax - lito) + medicare;
}

describe('novated costs (spec 2 §3 "Novated cost result", §7 POST /api/novatedCosts)', () => {
  // spec 2 §7 payload with its fixed values: a large car, not luxury, insurance budget 2350.
  const payload = NovatedCostsInput.parse({ salary: 100_000, term: 5, km: 15_000, state: 'VIC', hecs: false, priceExGst: 45_000, isPrivateSale: false });

  it('reads the spec\'s payload with its fixed values as defaults', () => {
    expect(payload).toMatchObject({ typeOfCar: 'LARGE', isLuxuryCar: false, insuranceBudget: 2350 });
    expect(NovatedCostsInput.safeParse({ ...payload, term: 6 }).success).toBe(false); // spec 2 §9: novated ≤ 5 years
    expect(() => novatedCosts({ ...payload, term: 6 })).toThrow(RangeError);
  });

  it('agrees with a naive worked example', () => {
    const t = DEFAULT_NOVATED_RATE_TABLE;
    // The car: $49,500 with GST; the financier claims $4,500 and leases $45,000 to the 28.13% residual.
    const financed = 45_000;
    const residual = financed * 0.2813;
    const rental = naivePayment(financed, t.novatedAnnualRatePercent, 60, residual, true);
    const running = 15_000 / 100 * 9.5 * 1.95 + 15_000 * 0.06 + 15_000 * 0.022 + 2350; // GST-inclusive
    const registration = t.registrationByState.VIC;
    const totalExGst = rental * 12 + running / 1.1 + registration + t.adminFeeMonthlyExGst * 12;
    const postTax = 49_500 * 0.2;
    const preTax = totalExGst - postTax / 1.1;
    const consumerRepayment = naivePayment(49_500, t.consumerAnnualRatePercent, 60, 49_500 * 0.2813, false);
    const consumerTotal = consumerRepayment * 12 + running + registration;
    const saving = (100_000 - naiveTaxes(100_000) - consumerTotal) - (100_000 - preTax - naiveTaxes(100_000 - preTax) - postTax);

    const r = novatedCosts(payload);
    expect(r.details.gstCredit).toBe(4_500);
    expect(r.details.amountFinanced).toBe(financed);
    expect(r.details.residual).toBeCloseTo(residual, 2);
    expect(r.details.monthlyLeaseRentalExGst).toBeCloseTo(rental, 2);
    expect(r.novated.totalLeaseRentalExGST).toBeCloseTo(totalExGst, 1);
    expect(r.novated.postTaxDeduction).toBe(9_900);
    expect(r.novated.preTaxDeduction).toBeCloseTo(preTax, 1);
    expect(r.consumer.fullyMaintained).toBeCloseTo(consumerTotal, 1);
    expect(r.annualSaving).toBeCloseTo(-saving, 1);
    expect(r.annualSaving).toBeGreaterThan(0);
    expect(r.termSaving).toBeCloseTo(r.annualSaving * 5, 1);
    expect(r.monthlySaving).toBeCloseTo(r.annualSaving / 12, 2);
    expect(r.taxPayable + r.medicare).toBeCloseTo(naiveTaxes(100_000 - preTax), 1);
  });

  it('fills both columns of the comparison table', () => {
    const r = novatedCosts(payload);
    const fields = ['financeOnly', 'fullyMaintained', 'annualSaving', 'fuel', 'registration', 'maintenanceRepairs', 'tyres', 'insurance', 'adminFee', 'totalLeaseRentalExGST', 'preTaxDeduction', 'postTaxDeduction'];
    expect(Object.keys(r.consumer).sort()).toEqual([...fields].sort());
    expect(Object.keys(r.novated).sort()).toEqual([...fields].sort());
    expect(r.consumer.adminFee).toBe(0);
    expect(r.consumer.postTaxDeduction).toBe(r.consumer.fullyMaintained);
    expect(r.novated.insurance).toBeCloseTo(2350 / 1.1, 2); // insuranceBudget 2350, GST-exclusive
  });

  // finance.md: no GST credit on a private sale.
  it('claims no GST on a private sale and finances the whole price', () => {
    const r = novatedCosts({ ...payload, isPrivateSale: true });
    expect(r.details.gstCredit).toBe(0);
    expect(r.details.costPrice).toBe(45_000);
    expect(r.details.amountFinanced).toBe(45_000);
  });

  // finance.md: the credit is capped at $6,334.
  it('caps the GST credit for dear cars', () => {
    expect(novatedCosts({ ...payload, priceExGst: 90_000 }).details.gstCredit).toBe(6_334);
  });

  // finance.md HELP tables; spec 2 §7: hecs true when a debt is owed.
  it('counts HELP when the applicant has a debt', () => {
    const options = { rateTable: { ...DEFAULT_NOVATED_RATE_TABLE, incomeYear: '2024-25' as const } };
    const r = novatedCosts({ ...payload, salary: 60_000, hecs: true }, options);
    expect(r.details.consumerTax.help).toBe(600); // spec 2 §9: 1% from 54435
    expect(r.details.novatedTax.help).toBeLessThan(600);
    expect(novatedCosts({ ...payload, salary: 60_000, hecs: false }, options).details.consumerTax.help).toBe(0);
  });

  // finance.md: electric cars under the fuel-efficient LCT threshold are FBT-exempt.
  it('needs no post-tax contribution for an exempt electric car', () => {
    const r = novatedCosts({ ...payload, typeOfCar: 'ELECTRIC', priceExGst: 60_000 });
    expect(r.details.fbtExempt).toBe(true);
    expect(r.novated.postTaxDeduction).toBe(0);
    expect(r.novated.preTaxDeduction).toBe(r.novated.totalLeaseRentalExGST);
    expect(novatedCosts({ ...payload, typeOfCar: 'ELECTRIC', priceExGst: 90_000 }).details.fbtExempt).toBe(false);
  });

  it('keeps its books for any payload', () => {
    const anyPayload = fc.record({
      salary: fc.integer({ min: 0, max: 500_000 }),
      term: fc.integer({ min: 1, max: 5 }),
      km: fc.integer({ min: 0, max: 100_000 }),
      state: fc.constantFrom(...AU_STATES),
      hecs: fc.boolean(),
      typeOfCar: fc.constantFrom(...NOVATED_CAR_TYPES),
      isLuxuryCar: fc.boolean(),
      priceExGst: fc.integer({ min: 5_000, max: 300_000 }),
      isPrivateSale: fc.boolean(),
      insuranceBudget: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(fc.property(anyPayload, (p) => {
      const r = novatedCosts(p);
      const { consumerTax: c, novatedTax: n } = r.details;
      // FBT nil under ECM: the post-tax contribution is the taxable value (or nothing for an exempt car).
      expect(r.novated.postTaxDeduction).toBeCloseTo(r.details.fbtExempt ? 0 : Math.min(r.details.fbtTaxableValue, r.novated.totalLeaseRentalExGST * 1.1), 1);
      // Every GST-exclusive dollar is paid once: pre-tax, or post-tax net of the GST the employer remits.
      expect(r.novated.preTaxDeduction + r.novated.postTaxDeduction / 1.1).toBeCloseTo(r.novated.totalLeaseRentalExGST, 1);
      // The saving is the take-home difference, and the tax saved plus the cheaper car.
      expect(r.annualSaving).toBeCloseTo(n.takeHomeAfterCar - c.takeHomeAfterCar, 1);
      const taxSaved = (c.incomeTax + c.medicare + c.help) - (n.incomeTax + n.medicare + n.help);
      expect(r.annualSaving).toBeCloseTo(taxSaved + r.consumer.fullyMaintained - r.novated.preTaxDeduction - r.novated.postTaxDeduction, 1);
      expect(r.termSaving).toBeCloseTo(r.annualSaving * p.term, 0);
      expect(r.details.gstCredit).toBeLessThanOrEqual(6_334);
      if (p.isPrivateSale) expect(r.details.gstCredit).toBe(0);
      expect(r.details.residual).toBeCloseTo(r.details.amountFinanced * r.details.residualPercent / 100, 1);
    }));
  });

  // Issue 33 §4: "The saving is computed from the very figures the table shows, and an expandable 'How we
  // worked this out' shows the sum."
  it('computes the saving from the very figures the table shows, to the cent', () => {
    const anyPayload = fc.record({
      salary: fc.integer({ min: 20_000, max: 400_000 }),
      term: fc.integer({ min: 1, max: 5 }),
      km: fc.integer({ min: 0, max: 60_000 }),
      state: fc.constantFrom(...AU_STATES),
      hecs: fc.boolean(),
      typeOfCar: fc.constantFrom(...NOVATED_CAR_TYPES),
      isLuxuryCar: fc.boolean(),
      priceExGst: fc.integer({ min: 5_000, max: 200_000 }),
      isPrivateSale: fc.boolean(),
      insuranceBudget: fc.integer({ min: 0, max: 6_000 }),
    });
    // Whole cents, as a person adds the figures on the screen.
    const c = (x: number) => Math.round(x * 100);
    fc.assert(fc.property(anyPayload, (p) => {
      // The answer as the widget receives it: JSON, every figure as shown to two decimals.
      const r = JSON.parse(JSON.stringify(novatedCosts(p))) as ReturnType<typeof novatedCosts>;
      for (const v of [r.termSaving, r.annualSaving, r.novated.preTaxDeduction, r.novated.postTaxDeduction, r.consumer.postTaxDeduction]) expect(c(v) / 100).toBe(v);
      const takeHome = (pre: number, t: { incomeTax: number; medicare: number; help: number }, post: number) =>
        c(p.salary) - c(pre) - c(t.incomeTax) - c(t.medicare) - c(t.help) - c(post);
      const consumer = takeHome(r.consumer.preTaxDeduction, r.details.consumerTax, r.consumer.postTaxDeduction);
      const novated = takeHome(r.novated.preTaxDeduction, r.details.novatedTax, r.novated.postTaxDeduction);
      expect(c(r.annualSaving)).toBe(novated - consumer);
      expect(c(r.termSaving)).toBe((novated - consumer) * p.term);
      // The workings list exactly those figures, and their sums are the saving.
      const w = novatedSavingWorkings(r);
      expect(w.lines.find((l) => l.label === 'Pre tax deduction')).toMatchObject({ consumer: r.consumer.preTaxDeduction, novated: r.novated.preTaxDeduction });
      expect(w.lines.find((l) => l.label === 'Post tax deduction')).toMatchObject({ consumer: r.consumer.postTaxDeduction, novated: r.novated.postTaxDeduction });
      expect(w.lines.at(-1)).toMatchObject({ consumer: consumer / 100, novated: novated / 100 });
      expect(w.annualSaving).toBe(r.annualSaving);
      expect(w.termSaving).toBe(r.termSaving);
      expect(w.termYears).toBe(p.term);
    }));
  });

  it('shows a HELP line only when there is a HELP repayment', () => {
    const base = { salary: 90_000, term: 3, km: 15_000, state: 'NSW' as const, typeOfCar: 'LARGE' as const, isLuxuryCar: false, priceExGst: 45_000, isPrivateSale: false, insuranceBudget: 2_350 };
    expect(novatedSavingWorkings(novatedCosts({ ...base, hecs: false })).lines.map((l) => l.label)).toEqual([
      'Salary', 'Pre tax deduction', 'Income tax', 'Medicare levy', 'Post tax deduction', 'Take-home pay after the car',
    ]);
    expect(novatedSavingWorkings(novatedCosts({ ...base, hecs: true })).lines.map((l) => l.label)).toContain('HELP repayment');
  });
});
