// @vitest-environment jsdom
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#app/store';
import { PreApprovalAnimationScreen } from './preapproval-animation-screen';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const approved = {
  verdict: 'APPROVED', approvedLenders: ['a', 'b'], onePointOneScore: 700, comprehensiveScore: 720, creditScore: 720,
  creditScorePercentage: 82, eligibilityScorePercentage: 90, accuracyScorePercentage: 100, reason: null, lenders: [],
};

const STORED_APPLICATION = {
  applicationId: APPLICATION, id: APPLICATION, isPreApproved: false, isSubmitted: false, isDeclined: false, progressPercent: 70, partnerOverwriteId: null,
};

function start(reply: { status: number; body: unknown }, partner: Partial<PartnerConfig> = {}) {
  // The borrower save the check waits for answers with the borrower; the check with the reply.
  const fetch = vi.fn(async (path: string, init: RequestInit) => path === '/api/borrower/createOrUpdate'
    ? new Response(JSON.stringify({ borrower: { ...JSON.parse(String(init.body)).borrower, application: STORED_APPLICATION } }), { status: 200 })
    : new Response(JSON.stringify(reply.body), { status: reply.status }));
  vi.stubGlobal('fetch', fetch);
  useAppStore.setState({
    partner: { ...builtInPartnerConfig('demo'), ...partner }, userFlow: 'NORMAL', isLoggedIn: true, modal: null, display: 'PREPPROVAL_ANIMATION',
    borrower: { loan: { loanUsage: 'PERSONAL' }, application: { applicationId: APPLICATION, id: APPLICATION } },
  });
  render(<PreApprovalAnimationScreen />);
  return fetch;
}

/** Each step's timer is set once the previous step has rendered: time passes 2 seconds at a go. */
async function advance(ms: number) {
  for (let t = 0; t < ms; t += 2000) await act(async () => vi.advanceTimersByTimeAsync(2000));
}

const shownSteps = () => screen.getAllByRole('listitem').map((li) => li.textContent);

// spec 2 §2 "Pre-approval animation"; spec 2 §4 after the pre-approval call; spec 2 §7 "stored as scores".
describe('pre-approval animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the six steps one at a time every 2 seconds while the call runs, then your scores when approved', async () => {
    const fetch = start({ status: 200, body: approved });
    expect(shownSteps()).toEqual(['Checking your details']);
    await advance(2000);
    expect(shownSteps()).toHaveLength(2);
    await advance(8000);
    expect(shownSteps()).toHaveLength(6);
    expect(useAppStore.getState().display).toBe('PREPPROVAL_ANIMATION');
    await advance(2000);
    // The borrower is saved before the check reads it; then one check.
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/borrower/createOrUpdate', '/api/submit/preApproval']);
    // spec 2 §7: the payload of domain preApprovalRequestFor (the finance check: creditScoreTestDrive false).
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(String(init.body))).toMatchObject({ applicationId: APPLICATION, sendLeadEmail: false, isDemoMode: false, creditScoreTestDrive: false });
    expect(useAppStore.getState().display).toBe('YOUR_SCORES');
    expect(useAppStore.getState().borrower.scores).toMatchObject({ verdict: 'APPROVED', approvedLenders: ['a', 'b'], creditScorePercentage: 82 });
    expect(useAppStore.getState().borrower.application?.isPreApproved).toBe(true);
  });

  it('treats a failure as referred: the early-referred screen when the partner has one', async () => {
    start({ status: 500, body: {} }, { earlyReferredScreen: true });
    await advance(12_000);
    expect(useAppStore.getState().display).toBe('REFERRED');
  });

  it('otherwise moves on to employment with the work-history modal', async () => {
    start({ status: 200, body: { ...approved, verdict: 'REFERRED', approvedLenders: [], reason: null } });
    await advance(12_000);
    expect(useAppStore.getState()).toMatchObject({ display: 'EMPLOYMENT', modal: 'WORK_HISTORY' });
  });
});
