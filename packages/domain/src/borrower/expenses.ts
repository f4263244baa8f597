import { z } from 'zod/mini';
import { PayFrequency } from '../enums/index';
import { amount, text } from './fields';
import { EXPENSE_MAX, EXPLANATION_MAX_LENGTH } from './limits';

// spec 2 §3 "expenses", names as the spec spells them (typos included: "Forseeable").
// spec 2 §5: "amounts max 99999; explanation max 180 characters".
const expense = z.optional(amount(EXPENSE_MAX));

export const Expenses = z.strictObject({
  expensesShared: z.optional(z.boolean()),
  billsPaidFrequency: z.optional(PayFrequency),
  general: expense,
  mortgageRent: expense,
  transportVehicle: expense,
  education: expense,
  healthcare: expense,
  otherLoans: expense,
  noForseeableChangesToCircumstances: z.optional(z.boolean()),
  forseeableChangesExplanation: z.optional(text(EXPLANATION_MAX_LENGTH)),
});
export type Expenses = z.infer<typeof Expenses>;
