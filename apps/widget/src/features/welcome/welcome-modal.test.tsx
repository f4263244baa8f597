// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '#app/store';
import { WelcomeModal } from './welcome-modal';

function renderWelcome(goToBasicOnGetFinance = false) {
  const partner = builtInPartnerConfig('demo');
  useAppStore.setState({
    partner: { ...partner, signupOptions: { requireEmail: false, requirePostCode: false, businessFirst: false, goToBasicOnGetFinance } },
    modal: 'WELCOME', modalQueue: [], display: 'QUICK_CALCULATOR',
  });
  render(<WelcomeModal id="WELCOME" closable onClose={() => {}} props={{}} />);
}

// spec 1 §2 "Welcome modal"
describe('Welcome modal', () => {
  afterEach(cleanup);

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
});
