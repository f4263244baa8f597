import { z } from 'zod';
import { PayFrequency } from '../enums/index';
import { amount, text } from './fields';
import { EXPENSE_MAX, EXPLANATION_MAX_LENGTH } from './limits';

// spec 2 §3 "expenses", names as the spec spells them (typos included: "Forseeable").
// spec 2 §5: "amounts max 99999; explanation max 180 characters".
const expense = amount(EXPENSE_MAX).optional();

export const Expenses = z.strictObject({
  expensesShared: z.boolean().optional(),
  billsPaidFrequency: PayFrequency.optional(),
  general: expense,
  mortgageRent: expense,
  transportVehicle: expense,
  education: expense,
  healthcare: expense,
  otherLoans: expense,
  noForseeableChangesToCircumstances: z.boolean().optional(),
  forseeableChangesExplanation: text(EXPLANATION_MAX_LENGTH).optional(),
});
export type Expenses = z.infer<typeof Expenses>;
