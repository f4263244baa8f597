// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { QuickCalculatorScreen } from './quick-calculator-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 5, partnerOverwriteId: null,
};

function stubQuotes(weekly = 172.92) {
  // Quotes answer with one offer; a logged-in borrower's save answers with the borrower it was sent.
  const fetch = vi.fn(async (path: string, init?: RequestInit) => path === '/api/borrower/createOrUpdate'
    ? new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init?.body)).borrower, application: STORED_APPLICATION } }), { status: 200 })
    : new Response(JSON.stringify({ lenders: [{
    lenderName: 'A', matchingEngineLenderId: 'a', monthlyRepaymentAmount: 743.55, fortnightlyRepaymentAmount: 371.78, weeklyRepaymentAmount: weekly,
    advertisedRateInPercent: 8.49, comparisonRateInPercent: 9.99, upfrontFeeAmount: 200, monthlyOngoingFeeAmount: 0, turnaroundTimeInDays: 2,
    loanTerm: 5, vehicleUrl: null, financeTotal: 36250, balloonAmount: 0, standardComparisonRateInPercent: 8.77, requiredDocuments: {},
    logoUrl: '/x.svg', tier: 1, productId: 'a-car', documentType: 'FULL_DOC',
    }] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCalculator(partner: Partial<PartnerConfig> = {}, state: Partial<ReturnType<typeof useAppStore.getState>> = {}) {
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, partnerId: 'demo', userFlow: partner.userFlow ?? 'NORMAL', isLoggedIn: false,
    display: 'QUICK_CALCULATOR', modal: null, borrower: {}, params: null, vehicleKnown: false, assetTypeFromParams: false, ...state,
  });
  render(<QuickCalculatorScreen />);
}

const price = () => screen.getByLabelText('Purchase price') as HTMLInputElement;
const getQuote = () => fireEvent.click(screen.getByRole('button', { name: 'Get Personalised Quote' }));

// spec 2 §2 "Quick calculator"; spec 2 §5 purchase price.
describe('quick calculator', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('groups the digits as the price is typed, on the numeric keyboard, and caps it at 999999', () => {
    stubQuotes();
    renderCalculator();
    expect(price().getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(price(), { target: { value: '35000' } });
    expect(price().value).toBe('35,000');
    fireEvent.change(price(), { target: { value: '1,000,000' } });
    expect(useAppStore.getState().borrower.loan?.purchasePrice).toBe(35_000);
  });

  it("flags a missing price with 'Please enter a purchase price'", () => {
    renderCalculator();
    getQuote();
    expect(screen.getByText('Please enter a purchase price')).toBeTruthy();
    expect(price().getAttribute('aria-invalid')).toBe('true');
    expect(useAppStore.getState().display).toBe('QUICK_CALCULATOR');
  });

  it('shows the cheapest weekly repayment once the typing pauses', async () => {
    const fetch = stubQuotes(172.92);
    renderCalculator();
    fireEvent.change(price(), { target: { value: '35000' } });
    await waitFor(() => expect(screen.getByText('$172.92')).toBeTruthy(), { timeout: 2000 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('goes to loan in the NORMAL flow', () => {
    stubQuotes();
    renderCalculator();
    fireEvent.change(price(), { target: { value: '35000' } });
    getQuote();
    expect(useAppStore.getState().display).toBe('LOAN');
  });

  it('opens register in EARLY_SIGNUP when not logged in, and goes to loan when logged in', () => {
    stubQuotes();
    renderCalculator({ userFlow: 'EARLY_SIGNUP' });
    fireEvent.change(price(), { target: { value: '35000' } });
    getQuote();
    expect(useAppStore.getState().modal).toBe('REGISTER');
    cleanup();
    renderCalculator({ userFlow: 'EARLY_SIGNUP' }, { isLoggedIn: true, borrower: { loan: { purchasePrice: 35_000 } } });
    getQuote();
    expect(useAppStore.getState().display).toBe('LOAN');
  });

  it('asks how much to borrow for a personal loan and goes to basic', () => {
    stubQuotes();
    renderCalculator({}, { borrower: { vehicle: { assetType: 'PERSONAL_LOAN' } } });
    fireEvent.change(screen.getByLabelText('How much would you like to borrow?'), { target: { value: '15000' } });
    getQuote();
    expect(useAppStore.getState().display).toBe('BASIC');
  });

  // spec 2 §2 "Loan purpose behaviour": a novated lease carries the preset balloon for its term (28.13% at 5 years).
  it("quotes a novated partner's lease at the preset residual", async () => {
    const fetch = stubQuotes();
    renderCalculator(builtInPartnerConfig('novated'));
    fireEvent.change(price(), { target: { value: '50000' } });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).loan).toMatchObject({ purchasePrice: 50_000, loanUsage: 'NOVATED', loanTerm: 5, balloon: 28.13 });
  });

  // spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in".
  it('says the deposit and trade-in cover the price rather than asking for one', () => {
    stubQuotes();
    renderCalculator({}, { borrower: { loan: { deposit: 20_000, tradeIn: 15_000 } } });
    expect(screen.getByText('Enter a price to see your weekly repayment.')).toBeTruthy();
    fireEvent.change(price(), { target: { value: '35000' } });
    expect(screen.getByText('Your deposit and trade-in cover the purchase price, so there’s nothing to borrow.')).toBeTruthy();
    expect(screen.queryByText('Enter a price to see your weekly repayment.')).toBeNull();
  });

  it('asks for the credit history when the asset is fixed, and keeps the answer on the borrower', () => {
    stubQuotes();
    renderCalculator({ assetType: 'MOTORCYCLE' });
    fireEvent.click(screen.getByRole('radio', { name: 'Decent' }));
    expect(useAppStore.getState().borrower.scores?.selfAssessedCreditHistory).toBe('DECENT');
  });
});
