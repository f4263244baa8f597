import { z } from 'zod/mini';
import { OtherIncomeSource } from '../enums/index';
import { EXPENSE_MAX, INCOME_MAX, REPAYMENT_MAX } from '../borrower/limits';

// spec 2 §7 "POST /api/serviceability" payload, names as the spec spells them. All amounts are monthly
// dollars: the widget turns the expense screen's bill frequency into months (monthlyFromFrequency).
const money = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
// Optional values may also come as null (a cleared field, spec 2 §5 "setting 0 clears the source"); null
// reads as not given.
const orNothing = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.nullish(schema), z.transform((v) => v ?? undefined));
// spec 2 §5: pay and other income at most 99999 a pay; weekly pay is the most a month (× 52 / 12).
const MONTHLY_INCOME_MAX = Math.ceil((INCOME_MAX * 52) / 12);
// Expenses at most 99999 per bill (spec 2 §5), weekly bills the most a month.
const MONTHLY_EXPENSE_MAX = Math.ceil((EXPENSE_MAX * 52) / 12);

export const ServiceabilityInput = z.object({
  monthlyRepayment: orNothing(money(REPAYMENT_MAX)),
  // What lands in the bank account: pay after tax, Medicare levy and any HELP withheld by the employer.
  amountPaidInBankAccountMonthly: money(MONTHLY_INCOME_MAX),
  residencyExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  transportAndVehicleExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  otherOngoingLoansExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  generalLivingExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  educationExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  healthcareExpenses: z._default(money(MONTHLY_EXPENSE_MAX), 0),
  // spec 2 §3 numberOfChildren is 1, 2 or 3+; dependants may be more.
  numberOfDependants: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(20)), 0),
  amountOfAnyOtherIncomeMonthly: z._default(money(MONTHLY_INCOME_MAX), 0),
  sourceOfOtherIncome: orNothing(OtherIncomeSource),
  isHouseholdExpensesShared: z._default(z.boolean(), false),
});
export type ServiceabilityInput = z.infer<typeof ServiceabilityInput>;
