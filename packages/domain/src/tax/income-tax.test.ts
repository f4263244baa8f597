import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveTax } from '../testing/naive';
import { incomeTax, incomeTaxPayable, lowIncomeTaxOffset } from './income-tax';
import { forIncomeYear, incomeYearOf } from './income-year';
import { medicareLevy } from './medicare-levy';

describe('income years', () => {
  it('start on 1 July', () => {
    expect(incomeYearOf(new Date('2025-06-30T12:00:00Z'))).toBe('2024-25');
    expect(incomeYearOf(new Date('2025-07-01T00:00:00Z'))).toBe('2025-26');
    expect(incomeYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
  it('fall back to the latest published year, or the earliest held', () => {
    const t = { '2024-25': 'a', '2026-27': 'b' } as const;
    expect(forIncomeYear(t, '2025-26')).toBe('a');
    expect(forIncomeYear(t, '2030-31')).toBe('b');
    expect(forIncomeYear(t, '2019-20')).toBe('a');
  });
});

describe('resident income tax (finance.md "Income tax")', () => {
  // finance.md checks: 50,000 → 5,788; 100,000 → 20,788; 200,000 → 56,138.
  it('meets finance.md\'s checks in 2024-25 and 2025-26', () => {
    for (const year of ['2024-25', '2025-26'] as const) {
      expect(incomeTax(50_000, year)).toBe(5_788);
      expect(incomeTax(100_000, year)).toBe(20_788);
      expect(incomeTax(200_000, year)).toBe(56_138);
      expect(incomeTax(18_200, year)).toBe(0);
      expect(incomeTax(45_000, year)).toBe(4_288);
      expect(incomeTax(135_000, year)).toBe(31_288);
      expect(incomeTax(190_000, year)).toBe(51_638);
    }
  });

  // finance.md: "16% becomes 15% in 2026-27 and 14% from 2027-28".
  it('cuts the 16% rate to 15% in 2026-27 and 14% from 2027-28', () => {
    expect(incomeTax(50_000, '2026-27')).toBe(26_800 * 0.15 + 1_500);
    expect(incomeTax(50_000, '2027-28')).toBe(26_800 * 0.14 + 1_500);
    expect(incomeTax(50_000, '2031-32')).toBe(26_800 * 0.14 + 1_500);
    expect(incomeTax(200_000, '2027-28')).toBe(56_138 - 26_800 * 0.02);
  });

  // naiveTax: an independent table in the ATO's published form, written out by hand (testing/naive).
  it('agrees with the ATO\'s published form and never falls as income rises', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 2_000_000 }), fc.integer({ min: 0, max: 100_000 }), (income, more) => {
      expect(Math.abs(incomeTax(income, '2024-25') - naiveTax(Math.max(0, income)))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(incomeTax(income + more, '2025-26')).toBeGreaterThanOrEqual(incomeTax(income, '2025-26'));
    }));
  });

  // ATO "Low income tax offset": $700, less 5c a dollar over $37,500, then 1.5c a dollar over $45,000.
  it('takes off the low income tax offset', () => {
    expect(lowIncomeTaxOffset(30_000, '2024-25')).toBe(700);
    expect(lowIncomeTaxOffset(40_000, '2024-25')).toBe(575);
    expect(lowIncomeTaxOffset(45_000, '2024-25')).toBe(325);
    expect(lowIncomeTaxOffset(50_000, '2025-26')).toBe(250);
    expect(lowIncomeTaxOffset(66_667, '2025-26')).toBe(0);
    expect(incomeTaxPayable(50_000, '2025-26')).toBe(5_538);
    expect(incomeTaxPayable(20_000, '2024-25')).toBe(0); // 288 of tax, all offset
  });
});

describe('Medicare levy (finance.md "Medicare levy")', () => {
  // finance.md: 2%; singles in 2024-25 shade in from $27,222 (nil) to $34,027 (full).
  it('is nil up to the threshold, shaded in, then 2%', () => {
    expect(medicareLevy(27_222, '2024-25')).toBe(0);
    expect(medicareLevy(30_000, '2024-25')).toBe(277.8);
    expect(medicareLevy(34_027, '2024-25')).toBe(680.5);
    expect(medicareLevy(34_028, '2024-25')).toBe(680.56);
    expect(medicareLevy(100_000, '2025-26')).toBe(2_000);
  });

  it('never exceeds 2% nor 10% of the excess', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (income) => {
      const levy = medicareLevy(income, '2024-25');
      expect(levy).toBeLessThanOrEqual(0.02 * income + 0.005);
      expect(levy).toBeLessThanOrEqual(Math.max(0, 0.1 * (income - 27_222)) + 0.005);
    }));
  });
});
