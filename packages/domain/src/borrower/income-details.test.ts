import { describe, expect, it } from 'vitest';
import { helpRepayment } from '../tax/help-repayment';
import type { Income } from './income';
import type { Vehicle } from './vehicle';
import {
  applyIncomeAnswers, asksHecs, HECS_TABLE_YEAR, hasHecsDebt, incomeDetailsErrors, showsAdditionalIncomeBlock,
} from './income-details';

const answered = {
  employments: [{ status: 'PERMANENT' as const }],
  income: { paidAmount: 1_500, paidFrequency: 'WEEKLY' as const },
};
const noBlock = { additionalIncomeBlock: false };

describe('income details', () => {
  // spec 2 §2 Income Next: "Requires employment status, a casual length (when casual), pay frequency, amount paid".
  it('requires employment status, pay frequency and amount paid', () => {
    expect(incomeDetailsErrors(answered, noBlock)).toEqual({});
    expect(Object.keys(incomeDetailsErrors({}, noBlock)).sort()).toEqual(['paidAmount', 'paidFrequency', 'status']);
  });

  it('asks a casual worker how long, in years or months', () => {
    const casual = { ...answered, employments: [{ status: 'CASUAL' as const }] };
    expect(incomeDetailsErrors(casual, noBlock).casualLength).toBeDefined();
    expect(incomeDetailsErrors({ ...casual, employments: [{ status: 'CASUAL' as const, years: 0, months: 0 }] }, noBlock).casualLength).toBeDefined();
    expect(incomeDetailsErrors({ ...casual, employments: [{ status: 'CASUAL' as const, months: 4 }] }, noBlock)).toEqual({});
    expect(incomeDetailsErrors({ ...casual, employments: [{ status: 'CASUAL' as const, years: 2 }] }, noBlock)).toEqual({});
  });

  it('reads the current employment entry', () => {
    const second = { ...answered, employments: [{ status: 'PERMANENT' as const }, {}], currentEmploymentIndex: 1 };
    expect(incomeDetailsErrors(second, noBlock).status).toBeDefined();
  });

  // spec 2 §2: "other income above 0 also requires a source".
  it('needs a source for other income above 0', () => {
    const other = { ...answered, income: { ...answered.income, otherIncome: 200 } };
    expect(incomeDetailsErrors(other, noBlock).otherIncomeSource).toBeDefined();
    expect(incomeDetailsErrors({ ...other, income: { ...other.income, otherIncomeSource: 'GOVERNMENT_BENEFITS' as const } }, noBlock)).toEqual({});
    expect(incomeDetailsErrors({ ...answered, income: { ...answered.income, otherIncome: 0 } }, noBlock)).toEqual({});
  });

  // spec 2 §2: "if the additional-income block is shown it must be complete" (docs/decisions/034).
  it('needs the additional-income block complete when it shows', () => {
    expect(showsAdditionalIncomeBlock({ skipExpensesScreen: true })).toBe(true);
    expect(showsAdditionalIncomeBlock({})).toBe(false);
    const block = { additionalIncomeBlock: true };
    expect(Object.keys(incomeDetailsErrors(answered, block)).sort()).toEqual(['expensesShared', 'general', 'mortgageRent', 'otherLoans']);
    const complete = { ...answered, expenses: { expensesShared: false, general: 900, mortgageRent: 0, otherLoans: 0 } };
    expect(incomeDetailsErrors(complete, block)).toEqual({});
  });

  // spec 2 §9 "HECS is asked only for novated partners with annual income under 65000" (pay plus other income, annualised).
  it('asks about HECS only on a novated lease under 65000 a year', () => {
    expect(asksHecs('NOVATED', { paidAmount: 1_200, paidFrequency: 'WEEKLY' })).toBe(true); // 62,400
    expect(asksHecs('NOVATED', { paidAmount: 1_200, otherIncome: 100, paidFrequency: 'WEEKLY' })).toBe(false); // 67,600
    expect(asksHecs('NOVATED', { paidAmount: 5_000, paidFrequency: 'MONTHLY' })).toBe(true); // 60,000
    expect(asksHecs('PERSONAL', { paidAmount: 1_200, paidFrequency: 'WEEKLY' })).toBe(false);
  });

  // spec 2 §2: "Novated: computes the HECS repayment when annual income is under 65000, else clears it."
  it('computes the HECS repayment for a novated borrower with a debt under 65000', () => {
    const borrower: { income: Income; vehicle: Vehicle } = { income: { paidAmount: 1_200, paidFrequency: 'WEEKLY' }, vehicle: { annualKms: 15_000 } };
    const withDebt = applyIncomeAnswers(borrower, 'NOVATED', true);
    // spec 2 §9: 62,400 is in the "from 54435 1%" band.
    expect(withDebt.income.hecsDebt).toBe(helpRepayment(62_400, HECS_TABLE_YEAR));
    expect(withDebt.income.hecsDebt).toBeCloseTo(624, 2);
    expect(withDebt.vehicle.annualKms).toBe(15_000);
    expect(hasHecsDebt(withDebt.income)).toBe(true);
    expect(applyIncomeAnswers({ ...withDebt }, 'NOVATED', false).income.hecsDebt).toBeUndefined();
    const higher = { ...withDebt, income: { ...withDebt.income, paidAmount: 1_300 } }; // 67,600
    expect(applyIncomeAnswers(higher, 'NOVATED', true).income.hecsDebt).toBeUndefined();
    // Under the first threshold a debt repays nothing, and the answer is kept.
    const low = applyIncomeAnswers<{ income: Income }>({ income: { paidAmount: 4_000, paidFrequency: 'MONTHLY' } }, 'NOVATED', true);
    expect(low.income.hecsDebt).toBe(0);
    expect(hasHecsDebt(low.income)).toBe(true);
  });

  // spec 2 §2: "Other loan usages clear annual kilometres and HECS."
  it('clears annual kilometres and HECS for other loan usages', () => {
    const borrower = { income: { paidAmount: 1_200, hecsDebt: 624 }, vehicle: { annualKms: 15_000, buildYear: 2022 } };
    const cleared = applyIncomeAnswers(borrower, 'PERSONAL', true);
    expect(cleared.income).toEqual({ paidAmount: 1_200 });
    expect(cleared.vehicle).toEqual({ buildYear: 2022 });
    expect(applyIncomeAnswers({ income: { paidAmount: 1 } }, 'BUSINESS', false)).toEqual({ income: { paidAmount: 1 } });
  });
});
