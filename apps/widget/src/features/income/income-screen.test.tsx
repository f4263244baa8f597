// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IncomeScreen } from './income-screen';
import { arrange, press, radio, servicingAnswer, store, type } from './income-screens.fixture';

const answerIncome = () => {
  radio('Employment status', 'Permanent');
  radio('How often are you paid?', 'Weekly');
  type('Amount paid into your bank account', '1200');
};

describe('income details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // spec 2 §2 Income Next "Requires employment status, a casual length (when casual), pay frequency, amount
  // paid"; spec 2 §8 "red error highlight only, after Next".
  it('highlights the missing answers only after Next', () => {
    arrange('INCOME', { loan: { loanUsage: 'PERSONAL' } });
    render(<IncomeScreen />);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    press('Next');
    expect(screen.getByRole('radiogroup', { name: 'Employment status' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'How often are you paid?' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Amount paid into your bank account').getAttribute('aria-invalid')).toBe('true');
    expect(store().display).toBe('INCOME');
    radio('Employment status', 'Casual');
    expect(screen.getByLabelText('Years').getAttribute('aria-invalid')).toBe('true');
    type('Months', '30');
    // spec 2 §5 "casual years max 99, months max 12".
    expect(store().borrower.employments?.[0]).toEqual({ status: 'CASUAL', months: 12 });
  });

  // spec 2 §2 "Otherwise goes to expense"; spec 2 §5 "setting 0 clears the source".
  it('stores the answers and goes to expense', async () => {
    arrange('INCOME', { loan: { loanUsage: 'PERSONAL' }, vehicle: { annualKms: 10_000 } });
    render(<IncomeScreen />);
    answerIncome();
    type('Other income (optional)', '150');
    press('Next');
    expect(screen.getByLabelText('Where does your other income come from?').getAttribute('aria-invalid')).toBe('true');
    type('Where does your other income come from?', 'GOVERNMENT_BENEFITS');
    type('Other income (optional)', '0');
    expect(screen.queryByLabelText('Where does your other income come from?')).toBeNull();
    press('Next');
    await waitFor(() => expect(store().display).toBe('EXPENSE'));
    expect(store().borrower.income).toEqual({ paidFrequency: 'WEEKLY', paidAmount: 1200, otherIncome: 0 });
    // spec 2 §2 "Other loan usages clear annual kilometres and HECS."
    expect(store().borrower.vehicle).toEqual({});
  });

  // spec 2 §9 "HECS is asked only for novated partners with annual income under 65000"; spec 2 §2 "Novated:
  // computes the HECS repayment when annual income is under 65000".
  it('asks a novated borrower under 65000 about HECS and stores the repayment', async () => {
    arrange('INCOME', { loan: { loanUsage: 'NOVATED' }, vehicle: { annualKms: 15_000 } });
    render(<IncomeScreen />);
    answerIncome();
    radio('Do you have a HECS-HELP debt?', 'Yes');
    type('Amount paid into your bank account', '1300'); // 67,600 a year: no longer asked
    expect(screen.queryByRole('radiogroup', { name: 'Do you have a HECS-HELP debt?' })).toBeNull();
    type('Amount paid into your bank account', '1200'); // 62,400 a year
    press('Next');
    await waitFor(() => expect(store().display).toBe('EXPENSE'));
    expect(store().borrower.income?.hecsDebt).toBeCloseTo(624, 2);
    expect(store().borrower.vehicle).toEqual({ annualKms: 15_000 });
  });

  // spec 2 §2 "Casual status on a novated lease goes to employment-ineligible if registered, else opens register."
  it('sends a casual novated borrower to employment-ineligible without a serviceability check', async () => {
    const fetch = arrange('INCOME', { loan: { loanUsage: 'NOVATED' } }, { registered: true, partner: { skipExpensesScreen: true } });
    render(<IncomeScreen />);
    answerIncome();
    radio('Employment status', 'Casual');
    type('Years', '2');
    radio('Do you share household expenses?', 'No');
    for (const label of ['Living expenses', 'Mortgage or rent', 'Other loan repayments']) type(label, '0');
    press('Next');
    await waitFor(() => expect(store().display).toBe('EMPLOYMENTINELIGIBLE'));
    expect(fetch.mock.calls.some(([path]) => path === '/api/serviceability')).toBe(false);
  });

  // spec 2 §2 "if the additional-income block is shown it must be complete"; "success waits about 1 second
  // then goes to servicing success and stores the result" (docs/decisions/034: the block shows when the
  // partner skips the expense screen).
  it('runs serviceability from the additional-income block, waits 1 s on success and stores the lender count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = arrange('INCOME', { loan: { loanUsage: 'PERSONAL', purchasePrice: 30_000 } }, {
      partner: { skipExpensesScreen: true }, reply: { status: 200, body: servicingAnswer(true, 3) },
    });
    render(<IncomeScreen />);
    answerIncome();
    press('Next');
    expect(screen.getByLabelText('Living expenses').getAttribute('aria-invalid')).toBe('true');
    radio('Do you share household expenses?', 'Yes');
    type('Living expenses', '1500');
    type('Mortgage or rent', '1800');
    type('Other loan repayments', '0');
    press('Next');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy());
    await act(async () => vi.advanceTimersByTimeAsync(900));
    expect(store().display).toBe('INCOME');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(store().display).toBe('SERVICING_SUCCESS');
    expect(store().lenderCount).toBe(3);
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === '/api/serviceability')![1]!.body));
    // spec 2 §7 payload: weekly 1,200 is 5,200 a month; the block's figures are monthly.
    expect(body).toMatchObject({ amountPaidInBankAccountMonthly: 5200, generalLivingExpenses: 1500, residencyExpenses: 1800, isHouseholdExpensesShared: true, country: 'AU' });
    expect(body.quote.loan.purchasePrice).toBe(30_000);
  });

  // spec 2 §8 "Serviceability false, exception, or not servicing: servicing failure screen".
  it.each([
    ['not servicing', { status: 200, body: servicingAnswer(false) }],
    ['an error answer', { status: 500, body: { message: 'down' } }],
    ['no answer at all', null],
  ])('goes to servicing failure on %s', async (_case, reply) => {
    arrange('INCOME', { loan: { loanUsage: 'PERSONAL' }, expenses: { expensesShared: false, general: 900, mortgageRent: 0, otherLoans: 0 } }, {
      partner: { skipExpensesScreen: true }, reply,
    });
    render(<IncomeScreen />);
    answerIncome();
    press('Next');
    await waitFor(() => expect(store().display).toBe('SERVICING_FAILURE'));
  });
});
