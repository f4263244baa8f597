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
});
