// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { AddDepositModal } from './add-deposit-modal';

function renderModal(price: number | undefined, isLoggedIn: boolean) {
  useAppStore.setState({
    partner: builtInPartnerConfig('demo'), isLoggedIn, modal: 'ADD_DEPOSIT', modalQueue: [], display: 'BASIC',
    borrower: { loan: price ? { purchasePrice: price } : {} },
  });
  render(<AddDepositModal id="ADD_DEPOSIT" closable onClose={() => {}} props={{}} />);
}

// spec 1 §2 "Other modals in the shell": Add deposit.
describe('Add deposit modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('offers 20% or 10% of the purchase price', () => {
    renderModal(35_000, false);
    expect(screen.getByRole('button', { name: /20% deposit\s*\$7,000/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /10% deposit\s*\$3,500/ })).toBeTruthy();
  });

  it('works on 40000 when the price is unknown', () => {
    renderModal(undefined, false);
    expect(screen.getByRole('button', { name: /20% deposit\s*\$8,000/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /10% deposit\s*\$4,000/ })).toBeTruthy();
  });

  it('sets the deposit, then registers when not logged in', () => {
    renderModal(35_000, false);
    fireEvent.click(screen.getByRole('button', { name: /10% deposit/ }));
    expect(useAppStore.getState().borrower.loan?.deposit).toBe(3500);
    expect(useAppStore.getState().modal).toBe('REGISTER');
  });

  it('goes to identification when logged in, but not for 20%', () => {
    renderModal(35_000, true);
    fireEvent.click(screen.getByRole('button', { name: /10% deposit/ }));
    expect(useAppStore.getState()).toMatchObject({ display: 'IDENTIFICATION', modal: null });
    cleanup();
    renderModal(35_000, true);
    fireEvent.click(screen.getByRole('button', { name: /20% deposit/ }));
    expect(useAppStore.getState()).toMatchObject({ display: 'BASIC', modal: null });
    expect(useAppStore.getState().borrower.loan?.deposit).toBe(7000);
  });
});
