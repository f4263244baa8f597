import { describe, expect, it } from 'vitest';
import { expenseBack, expenseNext, incomeBack, incomeNext, incomeRunsServiceability } from './income-navigation';
import { journeyContext, novated } from './journey-context.fixture';

const casual = { ...novated, employments: [{ status: 'CASUAL' as const }] };

describe('income details Next (spec 2 §2 "Income details")', () => {
  // "Casual status on a novated lease goes to employment-ineligible if registered, else opens register."
  it('sends a casual worker on a novated lease to employment-ineligible when registered', () => {
    expect(incomeNext(journeyContext({ borrower: casual }))).toEqual({ screen: 'EMPLOYMENTINELIGIBLE' });
  });
  it('opens register for a casual worker on a novated lease when not registered', () => {
    expect(incomeNext(journeyContext({ borrower: casual, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "A novated lease with no lenders, registered, goes to employment-ineligible (casual) or income-ineligible;
  // unregistered opens register."
  it('sends a novated lease with no lenders to income-ineligible when registered', () => {
    expect(incomeNext(journeyContext({ borrower: novated, lenderCount: 0 }))).toEqual({ screen: 'INCOMEINELIGIBLE' });
    expect(incomeNext(journeyContext({ borrower: casual, lenderCount: 0 }))).toEqual({ screen: 'EMPLOYMENTINELIGIBLE' });
  });
  it('opens register for a novated lease with no lenders when not registered', () => {
    expect(incomeNext(journeyContext({ borrower: novated, lenderCount: 0, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "If the additional-income block applies, a serviceability check runs: failure or exception goes to servicing
  // failure; success waits about 1 second then goes to servicing success"
  it('runs serviceability when the additional-income block applies: success to servicing success', () => {
    expect(incomeNext(journeyContext({ additionalIncomeBlock: true }))).toEqual({ screen: 'SERVICING_SUCCESS' });
  });
  it('runs serviceability when the additional-income block applies: failure or exception to servicing failure', () => {
    expect(incomeNext(journeyContext({ additionalIncomeBlock: true, servicing: 'NOT_SERVICING' }))).toEqual({ screen: 'SERVICING_FAILURE' });
    expect(incomeNext(journeyContext({ additionalIncomeBlock: true, servicing: 'ERROR' }))).toEqual({ screen: 'SERVICING_FAILURE' });
    expect(incomeNext(journeyContext({ additionalIncomeBlock: true, servicing: undefined }))).toEqual({ screen: 'SERVICING_FAILURE' });
  });
  // spec 2 §2 "Expense details": "A partner setting can skip the expense screen." (skipExpensesScreen)
  it('runs serviceability here when the partner skips the expense screen', () => {
    expect(incomeNext(journeyContext({ partner: { skipExpensesScreen: true } }))).toEqual({ screen: 'SERVICING_SUCCESS' });
  });
  it('runs the check only when no earlier rule moves on (the widget asks before calling)', () => {
    expect(incomeRunsServiceability(journeyContext({ additionalIncomeBlock: true }))).toBe(true);
    expect(incomeRunsServiceability(journeyContext())).toBe(false);
    expect(incomeRunsServiceability(journeyContext({ borrower: casual, additionalIncomeBlock: true }))).toBe(false);
    expect(incomeRunsServiceability(journeyContext({ borrower: novated, lenderCount: 0, additionalIncomeBlock: true }))).toBe(false);
  });
  // "Otherwise goes to expense."
  it('goes to expense otherwise', () => {
    expect(incomeNext(journeyContext())).toEqual({ screen: 'EXPENSE' });
    expect(incomeNext(journeyContext({ borrower: novated }))).toEqual({ screen: 'EXPENSE' });
  });
  // "Back goes to basic."
  it('goes Back to basic', () => {
    expect(incomeBack()).toEqual({ screen: 'BASIC' });
  });
});

describe('expense details (spec 2 §2 "Expense details")', () => {
  // "Next runs a serviceability check: success goes to servicing success ...; failure or error goes to
  // servicing failure."
  it('goes to servicing success when servicing', () => {
    expect(expenseNext(journeyContext())).toEqual({ screen: 'SERVICING_SUCCESS' });
  });
  it('goes to servicing failure on failure or error', () => {
    expect(expenseNext(journeyContext({ servicing: 'NOT_SERVICING' }))).toEqual({ screen: 'SERVICING_FAILURE' });
    expect(expenseNext(journeyContext({ servicing: 'ERROR' }))).toEqual({ screen: 'SERVICING_FAILURE' });
  });
  // docs/decisions/026: the expense screen follows income.
  it('goes Back to income', () => {
    expect(expenseBack()).toEqual({ screen: 'INCOME' });
  });
});
