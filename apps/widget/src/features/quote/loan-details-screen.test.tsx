// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import type { BorrowerDraft } from '#app/borrower-draft';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { LoanDetailsScreen } from './loan-details-screen';

function renderLoan(borrower: BorrowerDraft, partner: Partial<PartnerConfig> = {}, previousDisplay: 'QUICK_CALCULATOR' | 'APPROVED' = 'QUICK_CALCULATOR') {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow: 'NORMAL', isLoggedIn: false,
    display: 'LOAN', previousDisplay, modal: null, borrower, params: null, vehicleKnown: false, assetTypeFromParams: false,
  });
  render(<LoanDetailsScreen />);
}

const loan = () => useAppStore.getState().borrower.loan;
const term = () => screen.getByLabelText('Loan term') as HTMLInputElement;

// spec 2 §2 "Loan details", "Loan purpose behaviour" and spec 2 §5 "Loan".
describe('loan details', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ lenders: [] }), { status: 200 })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the term slider from 1 to the partner maximum (7, NZ 5) and shows it fixed when min equals max', () => {
    renderLoan({ loan: { purchasePrice: 30_000 } });
    expect([term().min, term().max, term().value]).toEqual(['1', '7', '5']);
    cleanup();
    renderLoan({ loan: { purchasePrice: 30_000 } }, { country: 'NZ' });
    expect(term().max).toBe('5');
    cleanup();
    renderLoan({ loan: { purchasePrice: 30_000 } }, { minLoanTerm: 3, maxLoanTerm: 3 });
    expect(screen.queryByRole('slider', { name: 'Loan term' })).toBeNull();
    expect(screen.getByText('Fixed term')).toBeTruthy();
  });

  it('caps the balloon at the partner maximum or 50', () => {
    renderLoan({ loan: { purchasePrice: 30_000 } });
    expect((screen.getByLabelText('Balloon payment') as HTMLInputElement).max).toBe('50');
  });

  it('sets the novated preset balloon, switches to personal when the term goes over 5, and clears the preset', () => {
    renderLoan({ loan: { purchasePrice: 30_000, loanTerm: 3 } });
    fireEvent.click(screen.getByRole('radio', { name: 'Novated' }));
    expect(loan()).toMatchObject({ loanUsage: 'NOVATED', balloon: 46.88 });
    fireEvent.change(term(), { target: { value: '6' } });
    expect(loan()).toMatchObject({ loanUsage: 'PERSONAL', loanTerm: 6, balloon: 0 });
    fireEvent.click(screen.getByRole('radio', { name: 'Novated' }));
    expect(loan()?.loanUsage).toBe('PERSONAL'); // novated with a term over 5 forces personal
  });

  it('raises the deposit to the partner minimum and reads the amount to borrow', () => {
    renderLoan({ loan: { purchasePrice: 40_000 } }, { minDepositPercent: 10 });
    const deposit = screen.getByLabelText('Deposit');
    fireEvent.change(deposit, { target: { value: '1000' } });
    fireEvent.blur(deposit);
    expect(loan()?.deposit).toBe(4000);
    fireEvent.change(screen.getByLabelText('Trade-in'), { target: { value: '6000' } });
    expect(screen.getByRole('group', { name: 'Amount to borrow' }).textContent).toContain('$30,000');
  });

  it('asks a business borrower who rents for 10% down until a lender is chosen (spec 2 §9)', () => {
    renderLoan({ loan: { purchasePrice: 40_000, loanUsage: 'BUSINESS' }, address: [{ ownershipType: 'RENTING' }] });
    const deposit = screen.getByLabelText('Deposit');
    expect(document.body.textContent).toContain('At least 10% ($4,000)');
    fireEvent.change(deposit, { target: { value: '1000' } });
    fireEvent.blur(deposit);
    expect(loan()?.deposit).toBe(4000);
    cleanup();
    renderLoan({ loan: { purchasePrice: 40_000, loanUsage: 'BUSINESS' }, address: [{ ownershipType: 'OWNER' }] });
    fireEvent.change(screen.getByLabelText('Deposit'), { target: { value: '1000' } });
    fireEvent.blur(screen.getByLabelText('Deposit'));
    expect(loan()?.deposit).toBe(1000);
  });

  it('refreshes the lender estimate 1.5 s after a change', async () => {
    renderLoan({ loan: { purchasePrice: 30_000 } });
    await act(async () => vi.advanceTimersByTimeAsync(1600));
    const fetch = vi.mocked(globalThis.fetch);
    const before = fetch.mock.calls.length;
    fireEvent.change(term(), { target: { value: '4' } });
    await act(async () => vi.advanceTimersByTimeAsync(1400));
    expect(fetch.mock.calls.length).toBe(before);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(fetch.mock.calls.length).toBe(before + 1);
  });

  it('goes to basic for an unknown vehicle, and back to the indicatively approved screen after "Edit loan structure"', () => {
    renderLoan({ loan: { purchasePrice: 30_000 } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(useAppStore.getState().display).toBe('BASIC');
    cleanup();
    renderLoan({ loan: { purchasePrice: 30_000 } }, {}, 'APPROVED');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(useAppStore.getState().display).toBe('APPROVED');
  });

  // spec 2 §2 "Loan purpose behaviour": "Choosing novated sets a preset balloon by term" and "A term over 5
  // switches novated to personal" hold for a loan that starts novated, as for one chosen novated.
  it('starts a novated partner\'s lease at the preset residual for its term', () => {
    renderLoan({ loan: { purchasePrice: 50_000 } }, builtInPartnerConfig('novated'));
    const residual = screen.getByRole('group', { name: 'Balloon (residual)' });
    expect(residual.textContent).toContain('Residual at the end of a 5-year lease');
    expect(residual.textContent).toContain('$14,065, set by the ATO');
    expect(residual.textContent).toContain('28.13%');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(loan()).toMatchObject({ loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 });
  });

  it('shows a stored novated loan over 5 years as personal, with no residual', () => {
    renderLoan({ loan: { purchasePrice: 50_000, loanUsage: 'NOVATED', loanTerm: 7 } });
    expect(screen.getByRole('radio', { name: 'Personal' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('group', { name: 'Balloon (residual)' })).toBeNull();
    expect((screen.getByLabelText('Balloon payment') as HTMLInputElement).value).toBe('0');
    expect(term().value).toBe('7');
  });

  // spec 2 §5 "Loan": the deposit is raised to the partner minimum; the borrower's own deposit is theirs.
  it('keeps the deposit while the price is cleared and retyped, and holds it to the price when the price is left', () => {
    renderLoan({ loan: { purchasePrice: 40_000, deposit: 10_000 } });
    const price = screen.getByLabelText('Purchase price');
    for (const typed of ['', '4', '45', '450', '4500', '45000']) fireEvent.change(price, { target: { value: typed } });
    expect(loan()).toMatchObject({ purchasePrice: 45_000, deposit: 10_000 });
    fireEvent.blur(price);
    expect(loan()?.deposit).toBe(10_000);
    expect(screen.getByRole('group', { name: 'Amount to borrow' }).textContent).toContain('$35,000');
    // A price left below the deposit holds the deposit to it.
    fireEvent.change(price, { target: { value: '8000' } });
    expect(loan()?.deposit).toBe(10_000);
    fireEvent.blur(price);
    expect(loan()?.deposit).toBe(8000);
  });

  it('shows the deposit raised to the partner minimum as the price is typed, and writes it when the price is left', () => {
    renderLoan({ loan: { purchasePrice: 40_000, deposit: 1000 } }, { minDepositPercent: 10 });
    const price = screen.getByLabelText('Purchase price');
    fireEvent.change(price, { target: { value: '50000' } });
    expect((screen.getByLabelText('Deposit') as HTMLInputElement).value).toBe('5,000');
    expect(loan()?.deposit).toBe(1000);
    fireEvent.blur(price);
    expect(loan()?.deposit).toBe(5000);
  });

  it('leaves no raised deposit behind when a mistyped price is corrected before the field is left', () => {
    renderLoan({ loan: { purchasePrice: 40_000, deposit: 1000 } }, { minDepositPercent: 10 });
    const price = screen.getByLabelText('Purchase price');
    for (const typed of ['400000', '40000']) fireEvent.change(price, { target: { value: typed } });
    fireEvent.blur(price);
    expect(loan()).toMatchObject({ purchasePrice: 40_000, deposit: 4000 });
  });

  it('says the deposit and trade-in cover the price rather than asking for one', () => {
    renderLoan({ loan: { purchasePrice: 30_000, deposit: 20_000, tradeIn: 10_000 } });
    expect(screen.getByText('Your deposit and trade-in cover the purchase price, so there’s nothing to borrow.')).toBeTruthy();
    expect(screen.queryByText('Enter a price to see your weekly repayment.')).toBeNull();
  });

  it("flags a missing price with 'Please enter a purchase price'", () => {
    renderLoan({});
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter a purchase price')).toBeTruthy();
    expect(useAppStore.getState().display).toBe('LOAN');
  });
});
