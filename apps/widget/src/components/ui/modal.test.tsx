// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { ProgressHeader } from './progress-header';

afterEach(cleanup);

// UI.md "Frame" / spec 1 §2: dim overlay, focus trapped, Escape closes, close button hidden when not closable.
describe('Modal', () => {
  it('is a modal dialog labelled by its title, and locks the page scroll while open', () => {
    const { unmount } = render(
      <Modal title="Welcome Back" onClose={() => {}}>
        <input aria-label="Mobile number" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(dialog);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on the close button when closable', () => {
    const onClose = vi.fn();
    render(<Modal title="Login" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hides the close button and ignores Escape when not closable (instant lead capture)', () => {
    const onClose = vi.fn();
    render(<Modal title="Let's Get Driving!" onClose={onClose} closable={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal title="Welcome" onClose={() => {}} footer={<button type="button">GET FINANCE</button>}>
        <input aria-label="First name" />
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'GET FINANCE' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

// spec 1 §2 "Progress header"
describe('ProgressHeader', () => {
  const steps = ['Payment Estimate', 'Your Details', 'Your Quote', 'Apply to lender'];

  it('highlights the current step and shows the percent', () => {
    render(<ProgressHeader steps={steps} currentStep={2} percent={35} brand={null} isLoggedIn={false} onLogin={() => {}} onLogout={() => {}} />);
    expect(screen.getByText('Your Details').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuenow')).toBe('35');
  });

  it('shows Login when logged out and Logout when logged in', () => {
    const onLogin = vi.fn();
    const { rerender } = render(
      <ProgressHeader steps={steps} currentStep={1} percent={0} brand={null} isLoggedIn={false} onLogin={onLogin} onLogout={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalled();
    rerender(<ProgressHeader steps={steps} currentStep={6} percent={0} brand={null} isLoggedIn onLogin={onLogin} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')).toBeNull(); // step 6 is unnamed
  });
});
