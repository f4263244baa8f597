// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { CongratulationsModal } from './congratulations-modal';
import { ReturnUserModal } from './return-user-modal';
import { WhatNextModal } from './what-next-modal';

function open(Modal: typeof ReturnUserModal, id: 'RETURN_USER' | 'WHAT_NEXT' | 'CONGRATULATIONS', borrower: BorrowerDraft) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), partnerId: 'demo', userFlow: 'NORMAL', journey: 'FINANCE', isLoggedIn: true,
    display: 'QUICK_CALCULATOR', progressPercent: 0, modal: id, modalQueue: [], borrower,
  });
  render(<Modal id={id} closable onClose={() => useAppStore.getState().closeModal()} props={{}} />);
}
const store = () => useAppStore.getState();
const application = (progressPercent: number, isPreApproved = false) => ({
  applicationId: 'a1', id: 'a1', progressPercent, isPreApproved, isSubmitted: false, isDeclined: false, partnerOverwriteId: null,
});

describe('application modals (docs/decisions/030)', () => {
  afterEach(cleanup);

  it('RETURN_USER greets the borrower and continues where the application stopped', () => {
    open(ReturnUserModal, 'RETURN_USER', { personalDetails: { firstName: 'Mia' }, loan: { loanUsage: 'PERSONAL' }, application: application(55) });
    const dialog = screen.getByRole('dialog', { name: 'Welcome back, Mia' });
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('55');
    fireEvent.click(screen.getByRole('button', { name: 'Continue where I left off' }));
    expect(store().display).toBe('EXPENSE');
    expect(store().modal).toBeNull();
  });

  it('WHAT_NEXT ticks the steps the progress has passed', () => {
    open(WhatNextModal, 'WHAT_NEXT', { application: application(70) });
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps.map((s) => s.textContent?.includes('(done)'))).toEqual([true, true, false, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(store().modal).toBeNull();
  });

  it('CONGRATULATIONS says the dealer has a copy only when the partner takes lead e-mails', () => {
    open(CongratulationsModal, 'CONGRATULATIONS', { selectedLender: { lenderName: 'Wattle Bank (sample)' }, application: application(100, true) });
    act(() => useAppStore.setState({ partner: { ...builtInPartnerConfig('demo'), sendLeadEmail: true } }));
    expect(screen.getByText("We've sent a copy to the dealer who is helping you.")).toBeTruthy();
  });

  // spec 1 §2 "Application submitted (CONGRATULATIONS): closing goes to basic, then shows the in-progress modal";
  // spec 1 §4 "Saving": the submitted application is read-only, so that modal cannot be closed.
  it('CONGRATULATIONS names the lender and, closed, leaves the borrower on basic under the in-progress modal', () => {
    const submitted = { ...application(100, true), isSubmitted: true, applicationId: '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a' };
    open(CongratulationsModal, 'CONGRATULATIONS', { selectedLender: { lenderName: 'Wattle Bank (sample)' }, application: submitted });
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! Your application has been submitted' });
    expect(within(dialog).getByText('Wattle Bank (sample)')).toBeTruthy();
    expect(within(dialog).getByText('3F0C1A9E')).toBeTruthy();
    // The demo partner takes no lead e-mails, so no copy went to the dealer (docs/decisions/041).
    expect(within(dialog).queryByText(/sent a copy to the dealer/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(store().display).toBe('BASIC');
    expect(store().modal).toBe('APPLICATION_IN_PROGRESS');
    expect(store().modalProps.closable).toBe(false);
  });
});
