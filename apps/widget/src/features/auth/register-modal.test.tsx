// @vitest-environment jsdom
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BorrowerDraft } from '#app/borrower-draft';
import { useAppStore } from '#app/store';
import { RegisterModal } from './register-modal';

function renderRegister(borrower: BorrowerDraft = {}, closable = true) {
  useAppStore.setState({ partner: builtInPartnerConfig('demo'), params: null, borrower, modal: 'REGISTER', isLoggedIn: false });
  render(<RegisterModal id="REGISTER" closable={closable} onClose={() => {}} props={{}} />);
}

const send = () => screen.getByRole('button', { name: 'Send Code' }) as HTMLButtonElement;

// spec 1 §2 "Register modal" and §5 "Register and login"
describe('Register modal', () => {
  afterEach(cleanup);

  it('titles the modal by asset type', () => {
    renderRegister({ vehicle: { assetType: 'CARAVAN' } });
    expect(screen.getByRole('dialog', { name: "Let's Get Camping!" })).toBeTruthy();
  });

  it('labels every field and keeps Send Code disabled until the form is valid', () => {
    renderRegister();
    for (const label of ['First name', 'Mobile number', 'Email', 'Post code']) expect(screen.getByLabelText(label)).toBeTruthy();
    // Issue 33 §1 (docs/decisions/058): 1–50 letters, spaces, hyphens and apostrophes.
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('50');
    expect(send().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'An2' } });
    fireEvent.blur(screen.getByLabelText('First name'));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412345678' } });
    expect(send().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Letters, spaces, hyphens and apostrophes only');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    expect(send().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '30' } });
    expect(send().disabled).toBe(true); // optional, but exactly 4 when given
  });

  it('asks for business consent on a business loan', () => {
    renderRegister({ loan: { loanUsage: 'BUSINESS' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412345678' } });
    expect(send().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(send().disabled).toBe(false);
  });

  it('switches to login with Login, and hides the close button when not closable', () => {
    renderRegister({}, false);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(useAppStore.getState()).toMatchObject({ modal: 'LOGIN', modalProps: { closable: false } });
  });
});
