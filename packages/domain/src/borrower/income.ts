import { z } from 'zod/mini';
import { OtherIncomeSource, PayFrequency } from '../enums/index';
import { amount } from './fields';
import { INCOME_MAX } from './limits';

// spec 2 §3 "income"; spec 2 §5: "amount paid numeric max 99999; other income max 99999".
export const Income = z.strictObject({
  paidAmount: z.optional(amount(INCOME_MAX)),
  paidFrequency: z.optional(PayFrequency),
  otherIncome: z.optional(amount(INCOME_MAX)),
  otherIncomeSource: z.optional(OtherIncomeSource),
  // spec 2 §3: "hecsDebt (repayment amount or undefined)": a yearly repayment, so below the income cap x 52.
  hecsDebt: z.optional(amount(INCOME_MAX * 52)),
});
export type Income = z.infer<typeof Income>;
