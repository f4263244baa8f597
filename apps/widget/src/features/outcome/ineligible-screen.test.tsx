// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShownScreen } from '@kerb/domain/journey/shown-screen';
import { useAppStore } from '#app/store';
import { IneligibleScreen } from './ineligible-screen';

function show(display: ShownScreen) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), contactPhone: '1300555101', contactEmail: 'help@example.com' }, partnerId: 'demo',
    userFlow: 'NORMAL', isLoggedIn: false, journey: 'FINANCE', display, modal: null, lenderCount: 0,
    borrower: { loan: { loanUsage: 'NOVATED', purchasePrice: 50_000 }, income: { paidAmount: 900, hecsDebt: 0 }, vehicle: { annualKms: 12_000 } },
  });
  render(<IneligibleScreen />);
}
const store = () => useAppStore.getState();

describe('ineligible screens', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // spec 1 §2 "INELIGIBLE: "Unfortunately, you don't meet the criteria for a novated lease." with "Change Loan to
  // Consumer"" which "sets loan type to personal and goes to the quick calculator"; "All three show a contact box".
  it('INELIGIBLE changes the loan to consumer and goes to the quick calculator', async () => {
    show('INELIGIBLE');
    expect(screen.getByText("Unfortunately, you don't meet the criteria for a novated lease.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /1300 555 101/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change Loan to Consumer' }));
    await waitFor(() => expect(store().display).toBe('QUICK_CALCULATOR'));
    // docs/decisions/035: the novated-only answers and the lender count go.
    expect(store().borrower).toMatchObject({ loan: { loanUsage: 'PERSONAL', purchasePrice: 50_000 }, income: { paidAmount: 900 }, vehicle: {} });
    expect(store().borrower.income?.hecsDebt).toBeUndefined();
    expect(store().lenderCount).toBeNull();
  });

  // spec 1 §2 "EMPLOYMENTINELIGIBLE: explains novated leases need full or part-time employment, a consistent
  // salary and an employer offering salary packaging."
  it('EMPLOYMENTINELIGIBLE explains what a novated lease needs', async () => {
    show('EMPLOYMENTINELIGIBLE');
    expect(screen.getByText(/Full or part-time employment, a consistent salary, and an employer that offers salary packaging/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change Loan to Consumer' }));
    await waitFor(() => expect(store().display).toBe('QUICK_CALCULATOR'));
    expect(store().borrower.loan?.loanUsage).toBe('PERSONAL');
  });

  // spec 1 §2 "INCOMEINELIGIBLE: "Minimum Income not met"; button "Edit Income Details" goes to income."
  it('INCOMEINELIGIBLE goes to income, keeping the novated loan', async () => {
    show('INCOMEINELIGIBLE');
    expect(screen.getByRole('heading', { name: 'Minimum Income not met' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Income Details' }));
    await waitFor(() => expect(store().display).toBe('INCOME'));
    expect(store().borrower.loan?.loanUsage).toBe('NOVATED');
    expect(store().lenderCount).toBeNull();
  });
});
