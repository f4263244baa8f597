import { currentEmployment, isNovated, toModal, toScreen, type JourneyContext, type Step } from './journey-context';

// spec 2 §2 "Income details" and "Expense details": Next and Back, each rule one named guard.

/** "Casual status on a novated lease goes to employment-ineligible if registered, else opens register." */
export const casualNovated = (ctx: JourneyContext) => isNovated(ctx) && currentEmployment(ctx)?.status === 'CASUAL';

/** "A novated lease with no lenders, registered, goes to employment-ineligible (casual) or income-ineligible;
 * unregistered opens register." */
export const novatedWithoutLendersOnIncome = (ctx: JourneyContext) => isNovated(ctx) && ctx.lenderCount === 0;

/**
 * "If the additional-income block applies, a serviceability check runs". A partner that skips the expense
 * screen ("A partner setting can skip the expense screen") runs the check here too, since the check must
 * run before servicing success (docs/decisions/026).
 */
export const servicingOnIncome = (ctx: JourneyContext) => ctx.additionalIncomeBlock || ctx.partner.skipExpensesScreen;

/** "failure or exception goes to servicing failure; success waits about 1 second then goes to servicing
 * success". A check that did not answer counts as an exception. */
export const servicingResult = (ctx: JourneyContext): Step =>
  toScreen(ctx.servicing === 'SERVICING' ? 'SERVICING_SUCCESS' : 'SERVICING_FAILURE');

/** Whether income's Next runs the serviceability check: the block applies and no earlier rule moves on. */
export const incomeRunsServiceability = (ctx: JourneyContext) =>
  !casualNovated(ctx) && !novatedWithoutLendersOnIncome(ctx) && servicingOnIncome(ctx);

export function incomeNext(ctx: JourneyContext): Step {
  if (casualNovated(ctx)) return ctx.registered ? toScreen('EMPLOYMENTINELIGIBLE') : toModal('REGISTER');
  if (novatedWithoutLendersOnIncome(ctx)) return ctx.registered ? toScreen('INCOMEINELIGIBLE') : toModal('REGISTER');
  if (incomeRunsServiceability(ctx)) return servicingResult(ctx);
  // "Otherwise goes to expense."
  return toScreen('EXPENSE');
}

/** "Back goes to basic." */
export const incomeBack = (): Step => toScreen('BASIC');

/** spec 2 §2 "Expense details": "Next runs a serviceability check: success goes to servicing success (lenders
 * reloaded, 1 second wait); failure or error goes to servicing failure." */
export const expenseNext = (ctx: JourneyContext): Step => servicingResult(ctx);

/** Back is not shown: the expense screen follows income. */
export const expenseBack = (): Step => toScreen('INCOME');
