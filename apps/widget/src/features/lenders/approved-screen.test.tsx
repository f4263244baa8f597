// @vitest-environment jsdom
import { NOT_SHOWN_TO_USER } from '@kerb/domain/borrower/lenders';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { APPROVED_TITLE, ApprovedScreen } from './approved-screen';
import { testOffer } from '#lib/test-offers';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';

function stubApi(offers: LenderOffer[], novated: unknown = null) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    const answer = path === '/api/lenders/quotes' ? { lenders: offers } : path === '/api/novatedCosts' ? novated : { id: 'x', createdAt: new Date().toISOString() };
    return new Response(JSON.stringify(answer), { status: 200 });
  }));
  return calls;
}

function renderApproved(selectedId?: string, more: BorrowerDraft = {}) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', isLoggedIn: false, display: 'APPROVED', previousDisplay: 'OCR_SUMMARY',
    borrower: {
      loan: { purchasePrice: 35_000, loanTerm: 5, loanUsage: 'PERSONAL' },
      application: { applicationId: APPLICATION, id: APPLICATION },
      ...(selectedId ? { selectedLender: { matchingEngineLenderId: selectedId, lenderName: 'x' } } : {}),
      ...more,
    },
  });
  render(<ApprovedScreen />);
}

const cards = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const offers = [
  testOffer('a', 760, { comparisonRateInPercent: 9.5, turnaroundTimeInDays: 3 }),
  testOffer('b', 740, { comparisonRateInPercent: 10.4, turnaroundTimeInDays: 1 }),
  testOffer('c', 750, { comparisonRateInPercent: 8.9, turnaroundTimeInDays: 2, loanTerm: 4 }),
];

// spec 2 §2 "Indicatively approved"; spec 1 §4 "Lender cards and shown-lender logging".
describe('indicatively approved screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title, the lowest weekly repayment as the quote and the cards sorted by weekly repayment', async () => {
    stubApi(offers);
    renderApproved();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(APPROVED_TITLE);
    await waitFor(() => expect(cards()).toEqual(['Lender B', 'Lender C', 'Lender A']));
    // The quote: the lowest weekly repayment, 740 / 4.3.
    expect(screen.getByText('Your quote').parentElement?.textContent).toContain('from$172.09per week');
    expect(screen.getByRole('radio', { name: 'Weekly' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Repayment' }).getAttribute('aria-checked')).toBe('true');
  });

  // spec 1 §9 "Truck stop partner: ... lenders in two tiers, low-doc sorting"; spec 1 §4 "Repayment frequency or
  // sort key change re-sorts lenders" (docs/decisions/054).
  it('shows a LOW_DOC partner\'s lenders in the engine\'s order until re-sorted, and keeps tier 1 first after', async () => {
    stubApi([offers[0]!, { ...offers[1]!, tier: 2 }, offers[2]!]);
    renderApproved();
    useAppStore.setState({ partner: { ...builtInPartnerConfig('demo'), lenderSorting: 'LOW_DOC' } });
    await waitFor(() => expect(cards()).toEqual(['Lender A', 'Lender B', 'Lender C']));
    expect(screen.getByText('3 lenders, low-doc lenders first')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Comparison Rate' }));
    await waitFor(() => expect(cards()).toEqual(['Lender C', 'Lender A', 'Lender B']));
  });

  it('keeps the repayment frequency with the loan structure (spec 1 §3 "Loan structure", §9 default Weekly)', async () => {
    stubApi(offers);
    renderApproved(undefined, { loan: { purchasePrice: 35_000, loanTerm: 5, loanUsage: 'PERSONAL', repaymentFrequency: 'Monthly' } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    expect(useAppStore.getState().borrower.loan?.repaymentFrequency).toBe('Fortnightly');
    expect(screen.getByRole('radio', { name: 'Fortnightly' }).getAttribute('aria-checked')).toBe('true');
  });

  it('goes Back to the OCR summary, and hides Back in a basic test drive (spec 1 §2; docs/decisions/017)', async () => {
    stubApi(offers);
    renderApproved();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(useAppStore.getState().display).toBe('OCR_SUMMARY');
    cleanup();
    useAppStore.setState({ journey: 'TEST_DRIVE' });
    renderApproved(undefined, { testDrives: [{ agreedToTestDriveAgreement: true }] });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    cleanup();
    renderApproved(undefined, { testDrives: [{ agreedToTestDriveAgreement: true, proceededToFinance: true }] });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(useAppStore.getState().display).toBe('INCOME');
    useAppStore.setState({ journey: 'FINANCE' });
  });

  // spec 1 §2 "Next opens the post-approved permission modal"; decision 029: a business loan's chosen lender
  // asks its unanswered questions first.
  it('opens a business lender\'s unanswered questions on Next, else the post-approved permission', () => {
    stubApi(offers);
    renderApproved('a', { loan: { purchasePrice: 35_000, loanTerm: 5, loanUsage: 'BUSINESS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(useAppStore.getState().modal).toBe('LENDER_QUESTIONS_BUSINESS');
    cleanup();
    useAppStore.setState({ modal: null, modalQueue: [] });
    renderApproved('a');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(useAppStore.getState().modal).toBe('POSTAPPROVED_PERMISSION_MODAL');
    useAppStore.setState({ modal: null, modalQueue: [] });
  });

  it('re-sorts ascending by the chosen key', async () => {
    stubApi(offers);
    renderApproved();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'Comparison Rate' }));
    expect(cards()).toEqual(['Lender C', 'Lender A', 'Lender B']);
    fireEvent.click(screen.getByRole('radio', { name: 'Turnaround Time' }));
    expect(cards()).toEqual(['Lender B', 'Lender C', 'Lender A']);
  });

  it('reports "preapproved" with every lender id and logs the shown lenders on entering', async () => {
    const calls = stubApi(offers);
    renderApproved();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/meLenderBias/action')).toBe(true));
    expect(calls.find((c) => c.path === '/api/meLenderBias/action')?.body).toEqual({ applicationId: APPLICATION, action: 'preapproved', lenders: ['a', 'b', 'c'] });
    const shown = useAppStore.getState().borrower.shownLenders;
    expect(shown).toEqual([{ screenShown: 'APPROVED', shownLenders: [
      { lenderName: 'Lender A', monthlyRepaymentAmount: 760 },
      { lenderName: 'Lender B', monthlyRepaymentAmount: 740 },
      { lenderName: 'Lender C', monthlyRepaymentAmount: 750 },
    ] }]);
  });

  it('chooses a lender: selected, its term copied, customerSelectLender reported, only its card shown expanded', async () => {
    const calls = stubApi(offers);
    renderApproved();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Lender C' }));
    const borrower = useAppStore.getState().borrower;
    expect(borrower.selectedLender).toMatchObject({ matchingEngineLenderId: 'c', lenderName: 'Lender C', loanTerm: 4 });
    expect(borrower.loan?.loanTerm).toBe(4);
    expect(calls.filter((c) => c.path === '/api/meLenderBias/action').map((c) => c.body)).toContainEqual({ applicationId: APPLICATION, action: 'customerSelectLender', lenders: ['c'] });
    await waitFor(() => expect(cards()).toEqual(['Lender C']));
    expect(screen.getByRole('button', { name: 'Fewer details' }).getAttribute('aria-expanded')).toBe('true');
    // The others were not shown: masked in the new record.
    await waitFor(() => {
      const last = useAppStore.getState().borrower.shownLenders?.at(-1);
      expect(last?.shownLenders.map((l) => l.lenderName)).toEqual([NOT_SHOWN_TO_USER, NOT_SHOWN_TO_USER, 'Lender C']);
    });
    fireEvent.click(screen.getByRole('button', { name: 'See all lenders (3)' }));
    expect(useAppStore.getState().borrower.selectedLender).toBeUndefined();
    expect(cards()).toHaveLength(3);
  });

  it('shows a card opened with "More details" expanded once chosen, its comparison-rate warning with it (spec 1 §4)', async () => {
    stubApi(offers);
    renderApproved();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const card = () => screen.getByRole('article', { name: 'Lender C' });
    fireEvent.click(within(card()).getByRole('button', { name: 'More details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Lender C' }));
    await waitFor(() => expect(cards()).toEqual(['Lender C']));
    expect(within(card()).getByRole('button', { name: 'Fewer details' }).getAttribute('aria-expanded')).toBe('true');
    expect(card().textContent).toContain(`*${COMPARISON_RATE_WARNING}`);
    // Collapsed by the borrower, the chosen card still carries the warning: the list's own is off.
    fireEvent.click(within(card()).getByRole('button', { name: 'Fewer details' }));
    expect(card().textContent).toContain(`*${COMPARISON_RATE_WARNING}`);
  });

  it('keeps keyboard focus: on the chosen card\'s name after Choose, on the first card\'s after "See all lenders"', async () => {
    stubApi(offers);
    renderApproved();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const choose = screen.getByRole('button', { name: 'Choose Lender C' });
    choose.focus();
    fireEvent.click(choose);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lender C' })));
    const seeAll = screen.getByRole('button', { name: 'See all lenders (3)' });
    seeAll.focus();
    fireEvent.click(seeAll);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lender B' })));
  });

  it('leaves focus alone when a lender is selected on entering', async () => {
    stubApi(offers);
    renderApproved('b');
    await waitFor(() => expect(cards()).toEqual(['Lender B']));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('names each Choose of a tier that hides lender details apart (spec 1 §3 waterfallLenders)', async () => {
    stubApi(offers.map((o) => ({ ...o, tier: 2 })));
    renderApproved();
    useAppStore.setState((s) => ({ partner: s.partner && { ...s.partner, waterfallLenders: [
      { showLenderDetails: true, lenders: [] }, { showLenderDetails: false, lenders: [] },
    ] } }));
    await waitFor(() => expect(cards()).toEqual(['Panel lender', 'Panel lender', 'Panel lender']));
    const labels = screen.getAllByRole('article').map((a) => within(a).getByRole('button', { name: /^Choose/ }).getAttribute('aria-label'));
    expect(labels).toEqual([
      'Choose lender 1 of 3, $172.09 per week',
      'Choose lender 2 of 3, $174.42 per week',
      'Choose lender 3 of 3, $176.74 per week',
    ]);
  });

  it('re-matches the chosen lender on entering, and clears one no longer offered', async () => {
    stubApi(offers);
    renderApproved('b');
    await waitFor(() => expect(cards()).toEqual(['Lender B']));
    cleanup();
    stubApi(offers);
    renderApproved('gone');
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The selection is cleared by an effect after the list shows: waited for, not raced.
    await waitFor(() => expect(useAppStore.getState().borrower.selectedLender).toBeUndefined());
  });

  it('auto-selects a single lender', async () => {
    stubApi([testOffer('solo', 700)]);
    renderApproved();
    await waitFor(() => expect(useAppStore.getState().borrower.selectedLender?.matchingEngineLenderId).toBe('solo'));
    expect(screen.queryByRole('button', { name: /See all lenders/ })).toBeNull();
  });

  it('compares a consumer loan with the novated lease for a novated loan (spec 2 §2)', async () => {
    const block = {
      financeOnly: 11_219.75, fullyMaintained: 18_528.5, annualSaving: 0, fuel: 2778.75, registration: 950, maintenanceRepairs: 900,
      tyres: 330, insurance: 2350, adminFee: 0, totalLeaseRentalExGST: 0, preTaxDeduction: 0, postTaxDeduction: 18_528.5,
    };
    // Take-home after the car: consumer 91,000 − 18,088 − 1,820 − 18,528.50 = 52,563.50; novated 91,000 −
    // 12,000 − 14,488 − 1,580 − 5,500 = 57,432; 4,868.50 a year over the 3-year lease.
    const costs = { medicare: 1, taxPayable: 1, monthlySaving: 1, annualSaving: 4_868.5, termSaving: 14_605.5, consumer: block,
      novated: { ...block, adminFee: 180, preTaxDeduction: 12_000, postTaxDeduction: 5_500 }, details: {
      incomeYear: '2025-26', salary: 91_000, termYears: 3, costPrice: 1, luxuryCarTax: 0, gstCredit: 1, amountFinanced: 1, residualPercent: 46.88, residual: 1, monthlyLeaseRentalExGst: 1,
      consumerMonthlyRepayment: 1, consumerBalloon: 0, fbtBaseValue: 1, fbtTaxableValue: 1, fbtExempt: false, salaryCoversPackage: true, reportableFringeBenefits: 0,
      consumerTax: { taxableIncome: 91_000, incomeTax: 18_088, medicare: 1_820, help: 0, takeHomeAfterCar: 52_563.5 },
      novatedTax: { taxableIncome: 79_000, incomeTax: 14_488, medicare: 1_580, help: 0, takeHomeAfterCar: 57_432 },
    } };
    const calls = stubApi(offers, costs);
    renderApproved(undefined, {
      loan: { purchasePrice: 55_000, loanTerm: 3, loanUsage: 'NOVATED', balloon: 46.88 },
      income: { paidAmount: 3500, paidFrequency: 'FORTNIGHTLY' }, vehicle: { annualKms: 15_000 }, address: [{ state: 'VIC' }],
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Yearly costs of a consumer loan and a novated lease' })).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/novatedCosts')?.body).toMatchObject({ salary: 91_000, term: 3, state: 'VIC', typeOfCar: 'LARGE', insuranceBudget: 2350 });
    expect(screen.getByText(/You qualify for a Novated Lease that can save you \$14,605\.50 over the loan term/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Admin fee/ }).textContent).toBe('Admin fee$0.00$180.00');
    // Issue 33 §4: "How we worked this out" shows the sum, from the table's own deductions.
    expect(screen.getByText('How we worked this out')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Take-home pay after the car/ }).textContent).toBe('Take-home pay after the car$52,563.50$57,432.00');
    const sum = screen.getByText((_, el) => el?.tagName === 'P' && /^Novated \$57,432\.00 − consumer/.test(el.textContent ?? ''));
    expect(sum.textContent).toBe('Novated $57,432.00 − consumer $52,563.50 = $4,868.50 a year. Over the 3-year lease: $4,868.50 × 3 = $14,605.50.');
    // Novated cards hide both rates (spec 1 §4).
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText('Interest rate')).toBeNull();
  });

  it('goes to the loan screen on "Edit loan structure", remembering this screen', async () => {
    stubApi(offers);
    renderApproved();
    fireEvent.click(screen.getByRole('button', { name: 'Edit loan structure' }));
    expect(useAppStore.getState()).toMatchObject({ display: 'LOAN', previousDisplay: 'APPROVED' });
  });
});
