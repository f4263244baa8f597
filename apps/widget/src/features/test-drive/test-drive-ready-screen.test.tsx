// @vitest-environment jsdom
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { testOffer } from '#lib/test-offers';
import { TestDriveReadyScreen } from './test-drive-ready-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED = { applicationId: APPLICATION, id: APPLICATION, isPreApproved: true, isSubmitted: false, isDeclined: false, progressPercent: 70, partnerOverwriteId: null };
const OFFERS = [
  testOffer('a', 800, { weeklyRepaymentAmount: 184.6, advertisedRateInPercent: 8.49, comparisonRateInPercent: 9.99 }),
  testOffer('b', 760, { weeklyRepaymentAmount: 175.38, advertisedRateInPercent: 7.29, comparisonRateInPercent: 7.81, loanTerm: 5 }),
];

function show(offers: LenderOffer[], { country = 'AU', borrower = {} }: { country?: 'AU' | 'NZ'; borrower?: BorrowerDraft } = {}) {
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    if (path === '/api/lenders/quotes') return new Response(JSON.stringify({ lenders: offers }), { status: 200 });
    return new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init.body)).borrower, application: STORED } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('test-drive'), country }, partnerId: 'test-drive', userFlow: 'TEST_DRIVE', journey: 'TEST_DRIVE',
    isLoggedIn: true, display: 'TEST_DRIVE_READY', modal: null, modalQueue: [], params: null,
    borrower: {
      application: { applicationId: APPLICATION, id: APPLICATION }, loan: { purchasePrice: 38_000 },
      testDrives: [{ date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true }], ...borrower,
    },
  });
  render(<TestDriveReadyScreen />);
  return fetch;
}
const quote = () => within(screen.getByRole('region', { name: 'Your indicative quote' }));

describe('test drive ready', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // spec 2 §2 "'Ready to Hit the Road!' with indicative weekly repayment, loan term in years, advertised rate,
  // comparison rate (not for NZ)": the lowest weekly repayment's offer (decision 052), the rate with its warning.
  it('quotes the lowest weekly repayment with its term and rates', async () => {
    show(OFFERS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ready to Hit the Road!');
    await waitFor(() => expect(quote().getByText('$175.38')).toBeTruthy());
    expect(quote().getByText('5 years')).toBeTruthy();
    expect(quote().getByText('7.29% p.a.')).toBeTruthy();
    expect(quote().getByText('7.81% p.a.')).toBeTruthy();
    expect(quote().getByText(`*${COMPARISON_RATE_WARNING}`)).toBeTruthy();
    expect(screen.getByText(/booked for 14\/12\/2026 at 10:30/)).toBeTruthy();
  });

  it('shows no comparison rate in New Zealand', async () => {
    show(OFFERS, { country: 'NZ' });
    await waitFor(() => expect(quote().getByText('7.29% p.a.')).toBeTruthy());
    expect(quote().queryByText('Comparison rate*')).toBeNull();
    expect(quote().queryByText('7.81% p.a.')).toBeNull();
  });

  // The lender the borrower chose, when it still quotes.
  it("quotes the chosen lender's offer", async () => {
    show(OFFERS, { borrower: { selectedLender: { matchingEngineLenderId: 'a', lenderName: 'Lender A' } } });
    await waitFor(() => expect(quote().getByText('$184.60')).toBeTruthy());
  });

  // Without a price there is nothing to quote yet (quote-request): the screen says so, and Get Personalised Quote stays.
  it('asks for the loan when there is nothing to quote', () => {
    show(OFFERS, { borrower: { loan: {} } });
    expect(quote().getByText(/Tell us about the loan/)).toBeTruthy();
  });

  // spec 2 §3 "Test drive: ... proceededToFinance"; Get Personalised Quote goes on to loan details (decision 052).
  it('marks the test drive proceeded to finance, saves it and goes to loan details', async () => {
    const fetch = show(OFFERS);
    fireEvent.click(screen.getByRole('button', { name: 'Get Personalised Quote' }));
    await waitFor(() => expect(useAppStore.getState().display).toBe('LOAN'));
    const saved = fetch.mock.calls.find(([path]) => path === '/api/borrower/createOrUpdate');
    expect(JSON.parse(String(saved?.[1].body)).borrower.testDrives).toEqual([
      { date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true, proceededToFinance: true },
    ]);
  });

  // spec 1 §2 TEST_DRIVE_AGREEMENT: the agreement read again (decision 052).
  it('opens the agreement again', () => {
    show(OFFERS);
    fireEvent.click(screen.getByRole('button', { name: 'Read your test drive agreement' }));
    expect(useAppStore.getState().modal).toBe('TEST_DRIVE_AGREEMENT');
  });
});
