import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVING_EXPENSE_BENCHMARK, livingExpenseBenchmark } from './benchmark';
import { assessedOtherIncomeMonthly, grossFromNetAnnual, netFromGrossAnnual, OTHER_INCOME_SHADING } from './net-income';

const AU = { incomeYear: '2025-26' as const };

describe('net income from gross (finance.md "Serviceability"; tax and levy from tax/)', () => {
  it('takes tax, the low income offset and the Medicare levy off gross pay', () => {
    expect(netFromGrossAnnual(100_000, AU)).toBe(100_000 - 20_788 - 2_000);
  });

  it('NZ: takes income tax and the ACC earners\' levy (1.67% in 2025-26) off gross pay', () => {
    expect(netFromGrossAnnual(100_000, { ...AU, country: 'NZ' })).toBeCloseTo(100_000 - (1_638 + 6_632.5 + 7_380 + 0.33 * 21_900) - 1_670, 2);
  });

  it('finds the gross pay behind a net pay', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom<'AU' | 'NZ'>('AU', 'NZ'), (gross, country) => {
      const net = netFromGrossAnnual(gross, { ...AU, country });
      expect(Math.abs(grossFromNetAnnual(net, { ...AU, country }) - gross)).toBeLessThanOrEqual(1);
    }));
    expect(grossFromNetAnnual(0, AU)).toBe(0);
  });
});

describe('other income (finance.md: "rental and investment about 80%")', () => {
  it('holds the shading as data', () => {
    expect(OTHER_INCOME_SHADING).toEqual({ RENTAL_OR_INVESMENT: 0.8, GOVERNMENT_BENEFITS: 1, OTHER: 0.5 });
  });

  it('shades rent to 80% and taxes it at the applicant\'s margin', () => {
    // Net $5,500 a month is about $85,000 gross: 30% tax + 2% levy at the margin, so $800 keeps 68%.
    const kept = assessedOtherIncomeMonthly({ otherMonthly: 1000, source: 'RENTAL_OR_INVESMENT', netSalaryMonthly: 5_500 }, AU);
    expect(kept).toBeCloseTo(800 * 0.68, 0);
  });

  it('counts government benefits in full and untaxed, and unknown income at half', () => {
    expect(assessedOtherIncomeMonthly({ otherMonthly: 1000, source: 'GOVERNMENT_BENEFITS', netSalaryMonthly: 5_500 }, AU)).toBe(1000);
    expect(assessedOtherIncomeMonthly({ otherMonthly: 1000, source: undefined, netSalaryMonthly: 0 }, AU)).toBeCloseTo(500, 6);
    expect(assessedOtherIncomeMonthly({ otherMonthly: 0, source: 'OTHER', netSalaryMonthly: 5_500 }, AU)).toBe(0);
  });
});

describe('living expense benchmark (finance.md: a documented, configurable table)', () => {
  it('prices a single adult, a couple and each dependant within finance.md\'s public ranges', () => {
    const b = DEFAULT_LIVING_EXPENSE_BENCHMARK;
    expect(b.singleAdultMonthly).toBeGreaterThanOrEqual(1_600);
    expect(b.singleAdultMonthly).toBeLessThanOrEqual(1_760);
    expect(b.coupleMonthly).toBeGreaterThanOrEqual(2_570);
    expect(b.coupleMonthly).toBeLessThanOrEqual(2_750);
    expect(b.perDependantMonthly).toBe(410);
    expect(livingExpenseBenchmark({ isHouseholdExpensesShared: false, numberOfDependants: 2 })).toBe(1_680 + 820);
    // Shared: the applicant's half of the couple's benchmark.
    expect(livingExpenseBenchmark({ isHouseholdExpensesShared: true, numberOfDependants: 2 })).toBe((2_660 + 820) / 2);
    expect(livingExpenseBenchmark({ isHouseholdExpensesShared: false, numberOfDependants: 0 }, { ...b, singleAdultMonthly: 2_000 })).toBe(2_000);
  });
});
