// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { arrange, press, store } from './income-screens.fixture';
import { ServicingFailureScreen } from './servicing-failure-screen';
import { ServicingSuccessScreen } from './servicing-success-screen';

describe('servicing screens', () => {
  afterEach(cleanup);

  // spec 2 §2 "Servicing success": "Title 'Great News! What's Next?'; text differs depending on whether
  // lenders were found."
  it('says how many lenders were found, or that none were', () => {
    arrange('SERVICING_SUCCESS', { loan: { loanUsage: 'PERSONAL' } });
    useAppStore.setState({ lenderCount: 4 });
    const { unmount } = render(<ServicingSuccessScreen />);
    expect(screen.getByRole('heading', { name: "Great News! What's Next?" })).toBeTruthy();
    expect(screen.getByText(/4 lenders are ready to consider your loan/)).toBeTruthy();
    unmount();
    useAppStore.setState({ lenderCount: 0 });
    render(<ServicingSuccessScreen />);
    expect(screen.getByText(/None of our lenders match this loan/)).toBeTruthy();
  });

  // spec 2 §2 servicing success Next: "else if not registered opens register ... otherwise identification".
  it('routes Next through the domain', () => {
    arrange('SERVICING_SUCCESS', { loan: { loanUsage: 'BUSINESS' } });
    render(<ServicingSuccessScreen />);
    press('Next');
    expect(store().modal).toBe('REGISTER');
    cleanup();
    arrange('SERVICING_SUCCESS', { loan: { loanUsage: 'BUSINESS' } }, { registered: true });
    render(<ServicingSuccessScreen />);
    press('Next');
    expect(store().display).toBe('IDENTIFICATION');
  });

  // spec 2 §2 "Servicing failure": the title, the text and the two buttons, verbatim.
  it('offers Reduce Loan (to loan) and Edit Answers (to income)', () => {
    arrange('SERVICING_FAILURE', { loan: { loanUsage: 'PERSONAL' } });
    render(<ServicingFailureScreen />);
    expect(screen.getByRole('heading', { name: 'Check your income and expenses' })).toBeTruthy();
    expect(screen.getByText("It looks like your income might not be high enough for the amount you'd like to borrow.")).toBeTruthy();
    press('Reduce Loan');
    expect(store().display).toBe('LOAN');
    useAppStore.setState({ display: 'SERVICING_FAILURE' });
    press('Edit Answers');
    expect(store().display).toBe('INCOME');
  });

  // Issue 33 §4: "say 'Lenders may lend you up to $X' on the failure screen, and let Reduce Loan return with
  // a deposit ... that brings the amount to borrow within it, marked and editable".
  it('names the largest amount lenders may lend, and Reduce Loan raises the deposit to it', () => {
    arrange('SERVICING_FAILURE', { loan: { loanUsage: 'PERSONAL', purchasePrice: 95_000, deposit: 2_000, tradeIn: 3_000 } });
    useAppStore.setState({ lendingLimit: 46_512, reducedDeposit: null });
    render(<ServicingFailureScreen />);
    expect(screen.getByRole('heading', { name: 'Lenders may lend you up to $46,512' })).toBeTruthy();
    expect(screen.getByText(/You asked to borrow \$90,000\. Reduce Loan raises your deposit to \$45,488/)).toBeTruthy();
    press('Reduce Loan');
    expect(store().display).toBe('LOAN');
    expect(store().borrower.loan?.deposit).toBe(45_488);
    expect(store().reducedDeposit).toBe(45_488);
  });

  it('without a limit, says only what can be changed and leaves the loan alone', () => {
    arrange('SERVICING_FAILURE', { loan: { loanUsage: 'PERSONAL', purchasePrice: 95_000, deposit: 2_000 } });
    useAppStore.setState({ lendingLimit: null, reducedDeposit: null });
    render(<ServicingFailureScreen />);
    expect(screen.queryByText(/Lenders may lend you up to/)).toBeNull();
    press('Reduce Loan');
    expect(store().display).toBe('LOAN');
    expect(store().borrower.loan?.deposit).toBe(2_000);
    expect(store().reducedDeposit).toBeNull();
  });
});
