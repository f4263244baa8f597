// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeVerification } from '#app/after-login';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { novatedLenderCheck } from './novated-lender-check';
import { testOffer } from './test-offers';

const novated = { loan: { loanUsage: 'NOVATED' as const, purchasePrice: 12_000, loanTerm: 5 }, employments: [{ status: 'PERMANENT' as const }] };

/** The quote answers `lenders` offers (a thrown error when null); saves echo what was sent. */
function quotesAnswer(lenders: number | null) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/lenders/quotes') {
      if (lenders === null) throw new TypeError('network down');
      return new Response(JSON.stringify({ lenders: Array.from({ length: lenders }, (_, i) => testOffer(`l${i}`, 700)) }));
    }
    if (path === '/api/borrower/get') return new Response(JSON.stringify({ borrower: useAppStore.getState().borrower }));
    return new Response(JSON.stringify({ borrower: JSON.parse(String(init?.body)).borrower }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function onBasic(registered: boolean, lenderCount: number | null = null) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: registered,
    display: 'BASIC', modal: null, modalQueue: [], params: null, borrower: novated, lenderCount,
  });
}

// issue 33 §6; spec 2 §2 "Basic details": "novated loans check for lenders and, if none, go to ineligible
// (registered) or register"; spec 1 §4: after login "a novated loan with no lenders on the vehicle, basic or
// income pages goes to ineligible".
describe('the novated lender check', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('quotes the loan, keeps the count and routes a registered borrower with no lenders to ineligible', async () => {
    onBasic(true);
    const fetch = quotesAnswer(0);
    const facts = await novatedLenderCheck('BASIC');
    expect(facts).toEqual({ lenderCount: 0 });
    expect(useAppStore.getState().lenderCount).toBe(0);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ loan: { loanUsage: 'NOVATED', purchasePrice: 12_000 } });
    goNext('BASIC', facts);
    expect(useAppStore.getState().display).toBe('INELIGIBLE');
  });

  it('opens register for an anonymous borrower, and the kept count sends them to ineligible once signed in', async () => {
    onBasic(false);
    quotesAnswer(0);
    goNext('BASIC', await novatedLenderCheck('BASIC'));
    expect(useAppStore.getState()).toMatchObject({ display: 'BASIC', modal: 'REGISTER' });
    await completeVerification(useAppStore, 'token', 'Ava');
    expect(useAppStore.getState().display).toBe('INELIGIBLE');
  });

  it('goes on when lenders answer', async () => {
    onBasic(true);
    quotesAnswer(2);
    goNext('BASIC', await novatedLenderCheck('BASIC'));
    expect(useAppStore.getState()).toMatchObject({ display: 'INCOME', lenderCount: 2 });
  });

  it('never assumes no lenders: a quote that fails leaves the count unknown and the borrower goes on', async () => {
    onBasic(true, 0);
    quotesAnswer(null);
    expect(await novatedLenderCheck('BASIC')).toEqual({});
    expect(useAppStore.getState().lenderCount).toBeNull();
    goNext('BASIC');
    expect(useAppStore.getState().display).toBe('INCOME');
  });

  it('asks nothing for other loans or screens', async () => {
    onBasic(true);
    const fetch = quotesAnswer(0);
    useAppStore.setState({ borrower: { ...novated, loan: { ...novated.loan, loanUsage: 'PERSONAL' } } });
    expect(await novatedLenderCheck('BASIC')).toEqual({});
    useAppStore.setState({ borrower: novated });
    expect(await novatedLenderCheck('EXPENSE')).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });
});
