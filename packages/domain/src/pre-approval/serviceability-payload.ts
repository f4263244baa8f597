import type { BorrowerDocument } from '../borrower/index';
import { roundTo } from '../finance/money';
import { ServiceabilityInput } from '../serviceability/input';
import { monthlyFromFrequency } from '../tax/annual-income';

type ServiceabilityBorrower = Pick<BorrowerDocument, 'income' | 'expenses' | 'personalDetails'>;

// spec 2 §3 numberOfChildren "1, 2 or 3+": 3+ counts as 3.
const CHILDREN: Record<'1' | '2' | '3+', number> = { '1': 1, '2': 2, '3+': 3 };

const monthly = (amount: number | undefined, frequency: Parameters<typeof monthlyFromFrequency>[1]) =>
  roundTo(monthlyFromFrequency(amount ?? 0, frequency), 2);

/**
 * The spec 2 §7 "POST /api/serviceability" payload from what the borrower has told us: pay and other income
 * at the pay frequency (spec 2 §3 income), expenses at the bill frequency (spec 2 §3 expenses), both as
 * monthly dollars; dependants from the children answer. Null before the income screen (no pay given) or
 * when the amounts are out of the payload's range.
 */
export function serviceabilityPayloadFor(borrower: ServiceabilityBorrower, monthlyRepayment?: number): ServiceabilityInput | null {
  const income = borrower.income;
  if (!income?.paidAmount) return null;
  const expenses = borrower.expenses ?? {};
  const bills = expenses.billsPaidFrequency;
  const personal = borrower.personalDetails;
  const dependants = personal?.hasChildren && personal.numberOfChildren ? CHILDREN[personal.numberOfChildren] : 0;
  const parsed = ServiceabilityInput.safeParse({
    ...(monthlyRepayment !== undefined && monthlyRepayment > 0 ? { monthlyRepayment } : {}),
    amountPaidInBankAccountMonthly: monthly(income.paidAmount, income.paidFrequency),
    residencyExpenses: monthly(expenses.mortgageRent, bills),
    transportAndVehicleExpenses: monthly(expenses.transportVehicle, bills),
    otherOngoingLoansExpenses: monthly(expenses.otherLoans, bills),
    generalLivingExpenses: monthly(expenses.general, bills),
    educationExpenses: monthly(expenses.education, bills),
    healthcareExpenses: monthly(expenses.healthcare, bills),
    numberOfDependants: dependants,
    amountOfAnyOtherIncomeMonthly: monthly(income.otherIncome, income.paidFrequency),
    ...(income.otherIncome && income.otherIncomeSource ? { sourceOfOtherIncome: income.otherIncomeSource } : {}),
    isHouseholdExpensesShared: expenses.expensesShared ?? false,
  });
  return parsed.success ? parsed.data : null;
}
