import type { LoanUsage } from '../enums/index';
import { annualIncome } from '../tax/annual-income';
import { hecsDebtFor, isHecsAsked } from '../tax/help-repayment';
import type { IncomeYear } from '../tax/income-year';
import type { DetailsErrors } from './details-summary';
import type { Employment } from './employment';
import type { Expenses } from './expenses';
import type { Income } from './income';
import type { Vehicle } from './vehicle';

// spec 2 §2 "Income details" and §5 "Income": what Next needs, and what it changes.

export interface IncomeAnswers {
  income?: Income | null | undefined;
  employments?: ReadonlyArray<Employment> | null | undefined;
  currentEmploymentIndex?: number | null | undefined;
  expenses?: Expenses | null | undefined;
}

/** The employment entry the income screen asks about (spec 2 §3 "employments (list with current index)"). */
export const currentEmploymentOf = (answers: Pick<IncomeAnswers, 'employments' | 'currentEmploymentIndex'>): Employment =>
  answers.employments?.[answers.currentEmploymentIndex ?? 0] ?? {};

/**
 * The additional-income block (docs/decisions/034): shown when the partner skips the expense screen, it
 * asks the few household figures serviceability needs from the income screen (spec 2 §2: "If the
 * additional-income block applies, a serviceability check runs").
 */
export const showsAdditionalIncomeBlock = (partner: { skipExpensesScreen?: boolean | undefined } | null | undefined) =>
  Boolean(partner?.skipExpensesScreen);

/** The block's answers, kept in the expenses part where serviceability reads them. */
export const ADDITIONAL_INCOME_FIELDS = ['expensesShared', 'general', 'mortgageRent', 'otherLoans'] as const;

/**
 * spec 2 §2 Income Next: "Requires employment status, a casual length (when casual), pay frequency, amount
 * paid; other income above 0 also requires a source; if the additional-income block is shown it must be
 * complete."
 */
export function incomeDetailsErrors(answers: IncomeAnswers, ctx: { additionalIncomeBlock: boolean }): DetailsErrors {
  const errors: DetailsErrors = {};
  const employment = currentEmploymentOf(answers);
  const income = answers.income ?? {};
  if (!employment.status) errors.status = 'Please choose your employment status';
  // A casual length is years or months; "0 years 0 months" is no length at all.
  else if (employment.status === 'CASUAL' && !(employment.years || employment.months)) errors.casualLength = 'Please tell us how long you have been casual';
  if (!income.paidFrequency) errors.paidFrequency = 'Please choose how often you are paid';
  if (!income.paidAmount) errors.paidAmount = 'Please enter the amount you are paid';
  if ((income.otherIncome ?? 0) > 0 && !income.otherIncomeSource) errors.otherIncomeSource = 'Please choose where your other income comes from';
  if (ctx.additionalIncomeBlock) {
    const expenses = answers.expenses ?? {};
    for (const field of ADDITIONAL_INCOME_FIELDS) if (expenses[field] === undefined) errors[field] = 'Please answer this question';
  }
  return errors;
}

/** The income year whose HELP table the income screen uses: the one spec 2 §9 lists (docs/decisions/034). */
export const HECS_TABLE_YEAR: IncomeYear = '2024-25';

/** spec 2 §9 "HECS is asked only for novated partners with annual income under 65000." */
export const asksHecs = (loanUsage: LoanUsage | undefined, income: Income | null | undefined) =>
  isHecsAsked({ loanUsage, annualIncome: annualIncome(income ?? {}) });

/**
 * spec 2 §2 Income Next: "Novated: computes the HECS repayment when annual income is under 65000, else
 * clears it. Other loan usages clear annual kilometres and HECS." The repayment is stored as income.hecsDebt
 * (spec 2 §3), 0 when the borrower has a debt but earns under the first threshold.
 */
export function applyIncomeAnswers<T extends { income?: Income | null | undefined; vehicle?: Vehicle | null | undefined }>(
  borrower: T, loanUsage: LoanUsage | undefined, hasHelpDebt: boolean,
): T {
  const { hecsDebt: _old, ...income } = borrower.income ?? {};
  if (loanUsage === 'NOVATED') {
    const hecsDebt = hecsDebtFor({ loanUsage, annualIncome: annualIncome(income), hasHelpDebt, year: HECS_TABLE_YEAR });
    return { ...borrower, income: hecsDebt === undefined ? income : { ...income, hecsDebt } };
  }
  const { annualKms: _kms, ...vehicle } = borrower.vehicle ?? {};
  return { ...borrower, income, ...(borrower.vehicle ? { vehicle } : {}) };
}

/** Whether the borrower said they have a HELP debt: a stored repayment, even 0 (applyIncomeAnswers). */
export const hasHecsDebt = (income: Income | null | undefined) => income?.hecsDebt !== undefined;
