// @vitest-environment jsdom
import type { LoanUsage } from '@kerb/domain/enums/index';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { PostApprovedPermissionModal } from './postapproved-permission-modal';

function renderModal(loanUsage: LoanUsage, lenderName?: string) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), isLoggedIn: true, modal: 'POSTAPPROVED_PERMISSION_MODAL', modalQueue: [], display: 'APPROVED',
    borrower: { loan: { loanUsage }, ...(lenderName ? { selectedLender: { lenderName, matchingEngineLenderId: 'x', loanTerm: 5 } } : {}) },
  });
  const onClose = () => useAppStore.getState().closeModal();
  render(<PostApprovedPermissionModal id="POSTAPPROVED_PERMISSION_MODAL" closable onClose={onClose} props={{}} />);
}

// spec 1 §2 "Next opens the post-approved permission modal" (docs/decisions/014); spec 2 §4 "Post-approved
// proceed: business or novated goes to assets and liabilities; else employment plus the work-history modal."
describe('post-approved permission modal', () => {
  afterEach(cleanup);

  it('asks leave to share the details with the chosen lender', () => {
    renderModal('PERSONAL', 'Riverbend Credit Union (sample)');
    expect(screen.getByRole('dialog').textContent).toContain('permission to share the details you provide with Riverbend Credit Union (sample)');
  });

  it('goes on to employment with the work-history modal for a consumer loan', () => {
    renderModal('PERSONAL', 'Riverbend Credit Union (sample)');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(useAppStore.getState().display).toBe('EMPLOYMENT');
    expect(useAppStore.getState().modal).toBe('WORK_HISTORY');
  });

  it.each(['BUSINESS', 'NOVATED'] as const)('goes on to assets and liabilities for a %s loan', (usage) => {
    renderModal(usage);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(useAppStore.getState().display).toBe('ASSETS_AND_LIABILITIES');
    expect(useAppStore.getState().modal).toBeNull();
  });

  it('"Not yet" leaves the borrower on the approved screen', () => {
    renderModal('PERSONAL');
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(useAppStore.getState().display).toBe('APPROVED');
    expect(useAppStore.getState().modal).toBeNull();
  });
});
