// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { ReturnUserModal } from './return-user-modal';
import { WhatNextModal } from './what-next-modal';

function open(Modal: typeof ReturnUserModal, id: 'RETURN_USER' | 'WHAT_NEXT', borrower: BorrowerDraft) {
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
});
