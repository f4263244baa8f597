// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseScreen } from './expense-screen';
import { arrange, press, radio, servicingAnswer, store, type } from './income-screens.fixture';

const AMOUNTS = ['General living', 'Mortgage or rent', 'Transport and vehicle', 'Healthcare', 'Education', 'Other loans'];
const borrower = { loan: { loanUsage: 'PERSONAL' as const, purchasePrice: 25_000 }, income: { paidAmount: 2_000, paidFrequency: 'FORTNIGHTLY' as const } };

const answerAll = () => {
  radio('Do you share household expenses?', 'No');
  radio('How often do you pay your bills?', 'Monthly');
  AMOUNTS.forEach((label, i) => type(label, String(i * 100)));
  radio('Do you expect changes in your circumstances that could affect your repayments?', 'No');
};

describe('expense details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // spec 2 §5 "Expenses: all fields required"; spec 2 §8 highlight only, after Next.
  it('highlights every unanswered field after Next', () => {
    arrange('EXPENSE', borrower);
    render(<ExpenseScreen />);
    press('Next');
    for (const label of AMOUNTS) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Do you share household expenses?' }).getAttribute('aria-invalid')).toBe('true');
    expect(store().display).toBe('EXPENSE');
  });

  // spec 2 §5 "explanation max 180 characters and required when foreseeable changes is yes".
  it('asks for an explanation of foreseeable changes, at most 180 characters', () => {
    arrange('EXPENSE', borrower);
    render(<ExpenseScreen />);
    answerAll();
    radio('Do you expect changes in your circumstances that could affect your repayments?', 'Yes');
    press('Next');
    const explanation = screen.getByLabelText('What will change?');
    expect(explanation.getAttribute('aria-invalid')).toBe('true');
    expect(explanation.getAttribute('maxlength')).toBe('180');
  });

  // spec 2 §2 "Next runs a serviceability check: success goes to servicing success (lenders reloaded, 1 second
  // wait); failure or error goes to servicing failure."
  it('runs serviceability with the monthly expenses and goes to servicing success', async () => {
    const fetch = arrange('EXPENSE', borrower, { reply: { status: 200, body: servicingAnswer(true, 2) } });
    render(<ExpenseScreen />);
    answerAll();
    press('Next');
    await waitFor(() => expect(store().display).toBe('SERVICING_SUCCESS'), { timeout: 3000 });
    expect(store().lenderCount).toBe(2);
    const body = JSON.parse(String(fetch.mock.calls.find(([path]) => path === '/api/serviceability')![1]!.body));
    expect(body).toMatchObject({ amountPaidInBankAccountMonthly: 4333.33, residencyExpenses: 100, otherOngoingLoansExpenses: 500 });
  });

  it('goes to servicing failure when the loan does not service', async () => {
    arrange('EXPENSE', borrower, { reply: { status: 200, body: servicingAnswer(false) } });
    render(<ExpenseScreen />);
    answerAll();
    press('Next');
    await waitFor(() => expect(store().display).toBe('SERVICING_FAILURE'));
  });
});
