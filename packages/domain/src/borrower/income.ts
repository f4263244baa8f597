import { z } from 'zod';
import { OtherIncomeSource, PayFrequency } from '../enums/index';
import { amount } from './fields';
import { INCOME_MAX } from './limits';

// spec 2 §3 "income"; spec 2 §5: "amount paid numeric max 99999; other income max 99999".
export const Income = z.strictObject({
  paidAmount: amount(INCOME_MAX).optional(),
  paidFrequency: PayFrequency.optional(),
  otherIncome: amount(INCOME_MAX).optional(),
  otherIncomeSource: OtherIncomeSource.optional(),
  // spec 2 §3: "hecsDebt (repayment amount or undefined)": a yearly repayment, so below the income cap x 52.
  hecsDebt: amount(INCOME_MAX * 52).optional(),
});
export type Income = z.infer<typeof Income>;
