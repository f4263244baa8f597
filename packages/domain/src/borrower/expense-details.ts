import type { DetailsErrors } from './details-summary';
import type { Expenses } from './expenses';
import { EXPLANATION_MAX_LENGTH } from './limits';

// spec 2 §2 "Expense details" and §5 "Expenses: all fields required; amounts max 99999; explanation max 180
// characters and required when foreseeable changes is yes."

/** The amounts of the expense screen, in the order it asks them (spec 2 §2). */
export const EXPENSE_AMOUNTS = ['general', 'mortgageRent', 'transportVehicle', 'healthcare', 'education', 'otherLoans'] as const;
export type ExpenseAmount = (typeof EXPENSE_AMOUNTS)[number];

/** "foreseeable changes ... is yes": the document keeps the negative, noForseeableChangesToCircumstances. */
export const expectsChanges = (expenses: Expenses | null | undefined) => expenses?.noForseeableChangesToCircumstances === false;

export function expenseDetailsErrors(expenses: Expenses | null | undefined): DetailsErrors {
  const e = expenses ?? {};
  const errors: DetailsErrors = {};
  if (e.expensesShared === undefined) errors.expensesShared = 'Please tell us whether you share expenses';
  if (!e.billsPaidFrequency) errors.billsPaidFrequency = 'Please choose how often you pay your bills';
  // An amount of 0 is an answer ("no education costs"); only a blank field is missing.
  for (const field of EXPENSE_AMOUNTS) if (e[field] === undefined) errors[field] = 'Please enter an amount, 0 if none';
  if (e.noForseeableChangesToCircumstances === undefined) errors.noForseeableChangesToCircumstances = 'Please answer this question';
  else if (expectsChanges(e)) {
    const explanation = e.forseeableChangesExplanation?.trim() ?? '';
    if (!explanation) errors.forseeableChangesExplanation = 'Please tell us what will change';
    else if (explanation.length > EXPLANATION_MAX_LENGTH) errors.forseeableChangesExplanation = `At most ${EXPLANATION_MAX_LENGTH} characters`;
  }
  return errors;
}

/** Answering "no changes" drops an explanation typed earlier, so the document never says both (ours). */
export function answerForeseeableChanges(expenses: Expenses, changesExpected: boolean): Expenses {
  if (changesExpected) return { ...expenses, noForseeableChangesToCircumstances: false };
  const { forseeableChangesExplanation: _e, ...rest } = expenses;
  return { ...rest, noForseeableChangesToCircumstances: true };
}
