// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeVerification } from './after-login';
import { useAppStore } from './store';

const application = (progressPercent: number) => ({
  applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', id: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a', progressPercent,
  isPreApproved: false, isSubmitted: false, isDeclined: false, partnerOverwriteId: null,
});

/** The server holds a borrower at `progressPercent`; saves echo what was sent with that application. */
function serverWith(progressPercent: number) {
  const stored = { loan: { loanUsage: 'PERSONAL' }, personalDetails: { firstName: 'Mia' }, application: application(progressPercent) };
  vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/borrower/get') return new Response(JSON.stringify({ borrower: stored }));
    const sent = JSON.parse(String(init?.body)).borrower;
    return new Response(JSON.stringify({ borrower: { ...sent, application: application(Math.max(progressPercent, sent.application?.progressPercent ?? 0)) } }));
  }));
}

describe('after login (docs/decisions/030 RETURN_USER)', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({
      partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: false,
      display: 'QUICK_CALCULATOR', progressPercent: 0, modal: 'LOGIN', modalQueue: [], borrower: {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers to continue an application that got further than the screen shown', async () => {
    serverWith(55);
    await completeVerification(useAppStore, 'token', 'Mia');
    // After the modal the routing opened (here express privacy: no consents stored).
    const state = useAppStore.getState();
    expect([state.modal, ...state.modalQueue.map((m) => m.id)]).toEqual(['EXPRESS_PRIVACY', 'RETURN_USER']);
    state.closeModal();
    expect(useAppStore.getState().modal).toBe('RETURN_USER');
  });

  // issue 33 §6: a novated borrower whose quote found no lender signs up on basic details and is routed to
  // ineligible (progress 0): the application (35, basic) is no further than where they signed in.
  it('does not over the screen this login routed to', async () => {
    serverWith(35);
    useAppStore.setState({ display: 'BASIC', progressPercent: 35, modal: 'REGISTER', lenderCount: 0, borrower: { loan: { loanUsage: 'NOVATED' } } });
    await completeVerification(useAppStore, 'token', 'Mia');
    const state = useAppStore.getState();
    expect(state.display).toBe('INELIGIBLE');
    expect([state.modal, ...state.modalQueue.map((m) => m.id)]).not.toContain('RETURN_USER');
  });

  it('does not, when the application is no further than here', async () => {
    serverWith(5);
    await completeVerification(useAppStore, 'token', 'Mia');
    const state = useAppStore.getState();
    expect([state.modal, ...state.modalQueue.map((m) => m.id)]).not.toContain('RETURN_USER');
  });
});

// spec 2 §2 "Quick calculator": "EARLY_SIGNUP ...: goes to loan if registered ..., else opens the register
// modal"; the visitor who registers at that gate goes on to loan without pressing the button again (decision 054).
describe('after the quick calculator’s sign-up gate', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({
      partner: builtInPartnerConfig('early-signup'), partnerId: 'early-signup', userFlow: 'EARLY_SIGNUP', journey: 'FINANCE', isLoggedIn: false,
      display: 'QUICK_CALCULATOR', progressPercent: 0, modalQueue: [], borrower: {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes on to loan when the register modal was the gate', async () => {
    serverWith(0);
    useAppStore.getState().openModal('REGISTER', { closable: true, resumeQuickQuote: true });
    await completeVerification(useAppStore, 'token', 'Mia');
    expect(useAppStore.getState().display).toBe('LOAN');
  });

  it('stays on the calculator when the visitor registered some other way (the header’s Login, then Sign Up)', async () => {
    serverWith(0);
    useAppStore.getState().openModal('REGISTER', { closable: true });
    await completeVerification(useAppStore, 'token', 'Mia');
    expect(useAppStore.getState().display).toBe('QUICK_CALCULATOR');
  });
});
