// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { CampaignLandingScreen } from './campaign-landing-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 5, partnerOverwriteId: null,
};

/** Quotes answer with one offer; a logged-in borrower's save answers with the borrower it was sent. */
function stubApi(weekly = 98.4) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => path === '/api/borrower/createOrUpdate'
    ? new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init?.body)).borrower, application: STORED_APPLICATION } }), { status: 200 })
    : new Response(JSON.stringify({ lenders: [{
    lenderName: 'A', matchingEngineLenderId: 'a', monthlyRepaymentAmount: 423.12, fortnightlyRepaymentAmount: 211.56, weeklyRepaymentAmount: weekly,
    advertisedRateInPercent: 8.49, comparisonRateInPercent: 9.99, upfrontFeeAmount: 200, monthlyOngoingFeeAmount: 0, turnaroundTimeInDays: 2,
    loanTerm: 3, vehicleUrl: null, financeTotal: 18000, balloonAmount: 0, standardComparisonRateInPercent: 8.77, requiredDocuments: {},
    logoUrl: '/x.svg', tier: 1, productId: 'a-bike', documentType: 'FULL_DOC',
    }] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const CAMPAIGN = builtInPartnerConfig('moto-campaign');

function renderLanding(borrower: BorrowerDraft = {}, state: Partial<ReturnType<typeof useAppStore.getState>> = {}, partner: Partial<PartnerConfig> = {}) {
  useAppStore.setState({
    partner: { ...CAMPAIGN, ...partner }, partnerId: 'moto-campaign', userFlow: 'CAMPAIGN', isLoggedIn: false,
    display: 'CAMPAIGN_LANDING', modal: null, modalQueue: [], borrower, params: null, vehicleKnown: false, assetTypeFromParams: false, ...state,
  });
  render(<CampaignLandingScreen />);
}

const price = () => screen.getByLabelText('Purchase price') as HTMLInputElement;
const getQuote = () => fireEvent.click(screen.getByRole('button', { name: 'Get Personalised Quote' }));

// spec 2 §2 "Campaign landing": "Purchase price, balloon, deposit, amount to borrow (read-only), loan term
// slider, loan purpose, estimated quote and a Get Personalised Quote button"; spec 2 §5 "Loan".
describe('campaign landing', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the price, deposit, read-only amount to borrow, term slider, balloon, loan purpose and estimate', () => {
    stubApi();
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finance your next ride');
    expect(price()).toBeTruthy();
    expect(screen.getByLabelText('Deposit')).toBeTruthy();
    expect(screen.queryByLabelText('Trade-in')).toBeNull();
    const amount = screen.getByRole('group', { name: 'Amount to borrow' });
    expect(amount.querySelector('input')).toBeNull();
    const term = screen.getByRole('slider', { name: 'Loan term' }) as HTMLInputElement;
    expect([term.min, term.max, term.value]).toEqual(['1', '4', '3']); // the partner's maximum and term
    expect(screen.getByRole('slider', { name: 'Balloon payment' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'What is the loan for?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Estimated repayment' })).toBeTruthy();
    expect(screen.getByText('Enter the price to see your weekly repayment.')).toBeTruthy();
  });

  it("reads the amount to borrow and quotes with the partner's quote text", async () => {
    const fetch = stubApi(98.4);
    renderLanding();
    fireEvent.change(price(), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Deposit'), { target: { value: '3000' } });
    expect(screen.getByRole('group', { name: 'Amount to borrow' }).textContent).toContain('$17,000');
    await waitFor(() => expect(screen.getByText(/Ride away from \$98\.40 per week\*/)).toBeTruthy(), { timeout: 5000 });
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]?.body)).loan).toMatchObject({ purchasePrice: 20_000, deposit: 3000, loanTerm: 3 });
  });

  it("flags a missing price with 'Please enter a purchase price' and stays", () => {
    stubApi();
    renderLanding();
    getQuote();
    expect(screen.getByText('Please enter a purchase price')).toBeTruthy();
    expect(useAppStore.getState()).toMatchObject({ display: 'CAMPAIGN_LANDING', modal: null });
  });

  it('opens register for an anonymous visitor, with the deposit raised to the partner minimum', () => {
    stubApi();
    renderLanding();
    fireEvent.change(price(), { target: { value: '20000' } });
    getQuote();
    expect(useAppStore.getState()).toMatchObject({ display: 'CAMPAIGN_LANDING', modal: 'REGISTER' });
    expect(useAppStore.getState().borrower.loan).toMatchObject({ purchasePrice: 20_000, deposit: 2000 });
  });

  it('goes to basic when logged in, and to business for a business loan', () => {
    stubApi();
    renderLanding({ loan: { purchasePrice: 20_000 } }, { isLoggedIn: true });
    getQuote();
    expect(useAppStore.getState()).toMatchObject({ display: 'BASIC', modal: null });
    cleanup();
    renderLanding({ loan: { purchasePrice: 20_000 } }, { isLoggedIn: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    getQuote();
    expect(useAppStore.getState()).toMatchObject({ display: 'BUSINESS', modal: null });
  });
});
