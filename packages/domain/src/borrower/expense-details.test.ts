import { describe, expect, it } from 'vitest';
import { answerForeseeableChanges, EXPENSE_AMOUNTS, expectsChanges, expenseDetailsErrors } from './expense-details';

const complete = {
  expensesShared: true, billsPaidFrequency: 'MONTHLY' as const, general: 1_200, mortgageRent: 1_800, transportVehicle: 300,
  healthcare: 0, education: 0, otherLoans: 0, noForseeableChangesToCircumstances: true,
};

describe('expense details', () => {
  // spec 2 §5 "Expenses: all fields required".
  it('requires every field, and 0 is an answer', () => {
    expect(expenseDetailsErrors(complete)).toEqual({});
    expect(Object.keys(expenseDetailsErrors({})).sort()).toEqual(
      ['billsPaidFrequency', 'expensesShared', 'noForseeableChangesToCircumstances', ...EXPENSE_AMOUNTS].sort(),
    );
    for (const field of EXPENSE_AMOUNTS) {
      const { [field]: _gone, ...missing } = complete;
      expect(Object.keys(expenseDetailsErrors(missing))).toEqual([field]);
    }
  });

  // spec 2 §5: "explanation max 180 characters and required when foreseeable changes is yes".
  it('needs an explanation of at most 180 characters when changes are foreseen', () => {
    const changes = answerForeseeableChanges(complete, true);
    expect(expectsChanges(changes)).toBe(true);
    expect(expenseDetailsErrors(changes).forseeableChangesExplanation).toBeDefined();
    expect(expenseDetailsErrors({ ...changes, forseeableChangesExplanation: '   ' }).forseeableChangesExplanation).toBeDefined();
    expect(expenseDetailsErrors({ ...changes, forseeableChangesExplanation: 'x'.repeat(180) })).toEqual({});
    expect(expenseDetailsErrors({ ...changes, forseeableChangesExplanation: 'x'.repeat(181) }).forseeableChangesExplanation).toMatch(/180/);
  });

  it('drops the explanation when no changes are foreseen', () => {
    const changes = { ...answerForeseeableChanges(complete, true), forseeableChangesExplanation: 'Parental leave in March' };
    expect(answerForeseeableChanges(changes, false)).toEqual(complete);
  });
});
