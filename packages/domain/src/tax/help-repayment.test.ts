import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualIncome } from './annual-income';
import { hecsDebtFor, helpRepayment, isHecsAsked } from './help-repayment';

// spec 2 §9 thresholds, as a plain list to read off by hand (the naive check).
const SPEC_2024: [number, number][] = [
  [54435, 1], [62851, 2], [66621, 2.5], [70619, 3], [74856, 3.5], [79347, 4], [84108, 4.5], [89155, 5],
  [94504, 5.5], [100175, 6], [106186, 6.5], [112557, 7], [119310, 7.5], [126468, 8], [134057, 8.5], [142101, 9],
  [150627, 9.5], [159664, 10],
];
const naiveRate2024 = (income: number) => SPEC_2024.reduce((rate, [from, r]) => (income >= from ? r : rate), 0);
// Results are to the cent, so within half a cent of the unrounded product.
const toTheCent = (actual: number, exact: number) => expect(Math.abs(actual - exact)).toBeLessThanOrEqual(0.005 + 1e-9);

describe('HELP repayment 2024-25 (spec 2 §9 rate table)', () => {
  // spec 2 §9: "below 54435 is 0%; from 54435 1%; … 159664 and up 10%", a rate of the whole income.
  it('applies the rate of its band to the whole income, at the exact thresholds', () => {
    expect(helpRepayment(54_434, '2024-25')).toBe(0);
    expect(helpRepayment(54_435, '2024-25')).toBe(544.35);
    expect(helpRepayment(64_000, '2024-25')).toBe(1_280);
    expect(helpRepayment(66_621, '2024-25')).toBe(1_665.53);
    expect(helpRepayment(159_664, '2024-25')).toBe(15_966.4);
    for (const [from, rate] of SPEC_2024) {
      toTheCent(helpRepayment(from - 1, '2024-25'), ((from - 1) * naiveRate2024(from - 1)) / 100);
      toTheCent(helpRepayment(from, '2024-25'), (from * rate) / 100);
    }
  });

  it('matches the table read by hand for any income', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 400_000 }), (income) => {
      toTheCent(helpRepayment(income, '2024-25'), (income * naiveRate2024(income)) / 100);
    }));
  });
});

describe('HELP repayment 2025-26 (finance.md marginal system)', () => {
  // finance.md: nil to 67,000; 15c per $ over 67,000 to 125,000; $8,700 + 17c per $ over 125,000 to
  // 179,285; 10% of the whole income from 179,286.
  it('is marginal up to 179,285, then 10% of the whole income', () => {
    expect(helpRepayment(67_000, '2025-26')).toBe(0);
    expect(helpRepayment(67_001, '2025-26')).toBe(0.15);
    expect(helpRepayment(100_000, '2025-26')).toBe(4_950);
    expect(helpRepayment(125_000, '2025-26')).toBe(8_700);
    expect(helpRepayment(150_000, '2025-26')).toBe(12_950);
    expect(helpRepayment(179_285, '2025-26')).toBe(17_928.45);
    expect(helpRepayment(179_286, '2025-26')).toBe(17_928.6);
    expect(helpRepayment(250_000, '2026-27')).toBe(25_000); // later years keep the latest schedule
  });

  it('rises with income without jumps', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 400_000 }), (income) => {
      const step = helpRepayment(income + 1, '2025-26') - helpRepayment(income, '2025-26');
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThanOrEqual(0.2);
    }));
  });
});

describe('when HECS is asked (spec 2 §9, "Income details")', () => {
  // spec 2 §9: "HECS is asked only for novated partners with annual income under 65000."
  it('asks only novated applicants under 65000', () => {
    expect(isHecsAsked({ loanUsage: 'NOVATED', annualIncome: 64_999 })).toBe(true);
    expect(isHecsAsked({ loanUsage: 'NOVATED', annualIncome: 65_000 })).toBe(false);
    expect(isHecsAsked({ loanUsage: 'PERSONAL', annualIncome: 30_000 })).toBe(false);
  });
  // spec 2 "Income details": novated computes the HECS repayment under 65000, else clears it.
  it('computes the repayment when asked and owed, else clears it', () => {
    expect(hecsDebtFor({ loanUsage: 'NOVATED', annualIncome: 60_000, hasHelpDebt: true, year: '2024-25' })).toBe(600);
    expect(hecsDebtFor({ loanUsage: 'NOVATED', annualIncome: 60_000, hasHelpDebt: false, year: '2024-25' })).toBeUndefined();
    expect(hecsDebtFor({ loanUsage: 'NOVATED', annualIncome: 90_000, hasHelpDebt: true, year: '2024-25' })).toBeUndefined();
    expect(hecsDebtFor({ loanUsage: 'BUSINESS', annualIncome: 60_000, hasHelpDebt: true, year: '2024-25' })).toBeUndefined();
  });
});

describe('annual income (spec 2 §7 payload details)', () => {
  // spec 2 §7: "pay plus other income annualised (weekly x52, fortnightly x26, otherwise x12)".
  it('annualises pay plus other income by the pay frequency', () => {
    expect(annualIncome({ paidAmount: 1_000, otherIncome: 100, paidFrequency: 'WEEKLY' })).toBe(57_200);
    expect(annualIncome({ paidAmount: 2_000, paidFrequency: 'FORTNIGHTLY' })).toBe(52_000);
    expect(annualIncome({ paidAmount: 5_000, paidFrequency: 'MONTHLY' })).toBe(60_000);
    expect(annualIncome({ paidAmount: 5_000 })).toBe(60_000);
    expect(annualIncome({})).toBe(0);
  });
});
