// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { parseStartupParams } from '@kerb/domain/partner/startup-params';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { WelcomeModal } from './welcome-modal';

function renderWelcome(goToBasicOnGetFinance = false, price?: number) {
  const partner = builtInPartnerConfig('demo');
  useAppStore.setState({
    params: price === undefined ? null : parseStartupParams({ price: String(price) }, { partner, now: new Date() }),
    borrower: {},
    partner: { ...partner, price: undefined, signupOptions: { requireEmail: false, requirePostCode: false, businessFirst: false, goToBasicOnGetFinance } },
    modal: 'WELCOME', modalQueue: [], display: 'QUICK_CALCULATOR',
  });
  render(<WelcomeModal id="WELCOME" closable onClose={() => {}} props={{}} />);
}

// spec 1 §2 "Welcome modal"
describe('Welcome modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the headline and sends GET FINANCE to loan', () => {
    renderWelcome();
    expect(screen.getByRole('dialog', { name: 'Need finance? Get approved in 60 seconds' })).toBeTruthy();
    expect(screen.getByText(/no impact on your credit file/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'GET FINANCE' }));
    expect(useAppStore.getState()).toMatchObject({ display: 'LOAN', modal: null });
  });

  it('sends GET FINANCE to basic when the partner flag is set', () => {
    renderWelcome(true);
    fireEvent.click(screen.getByRole('button', { name: 'GET FINANCE' }));
    expect(useAppStore.getState().display).toBe('BASIC');
  });

  it('opens login for RETURN USER', () => {
    renderWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'RETURN USER' }));
    expect(useAppStore.getState().modal).toBe('LOGIN');
  });

  it('shows the lowest weekly repayment for the price on the page as "Own this vehicle for $X per week*"', async () => {
    const weekly = [181.4, 172.09, 190];
    const requests: Array<{ loan: { purchasePrice: number } }> = [];
    vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit) => {
      requests.push(JSON.parse(String(init.body)));
      const lenders = weekly.map((w, i) => ({
        lenderName: `Lender ${i}`, matchingEngineLenderId: `l${i}`, monthlyRepaymentAmount: w * 4.3, fortnightlyRepaymentAmount: w * 2.15,
        weeklyRepaymentAmount: w, advertisedRateInPercent: 8, comparisonRateInPercent: 9, upfrontFeeAmount: 0, monthlyOngoingFeeAmount: 0,
        turnaroundTimeInDays: 1, loanTerm: 5, vehicleUrl: null, financeTotal: 30_000, balloonAmount: 0,
        standardComparisonRateInPercent: 8.5, requiredDocuments: {}, logoUrl: `/api/lenders/l${i}/logo.svg`, tier: 1,
        productId: `l${i}-car`, documentType: 'FULL_DOC',
      }));
      return new Response(JSON.stringify({ lenders }), { status: 200 });
    }));
    renderWelcome(false, 30_000);
    await waitFor(() => expect(screen.getByText('Own this vehicle for $172.09 per week*')).toBeTruthy());
    expect(requests[0]?.loan.purchasePrice).toBe(30_000);
    expect(screen.getByRole('button', { name: 'About this repayment' })).toBeTruthy();
  });

  it('shows no weekly hint without a price', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWelcome();
    expect(screen.queryByText(/Own this vehicle for/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
